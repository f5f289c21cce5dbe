'use client'

import { LIMITS } from '@/lib/contract/limits'
import { prayerRequestBody } from '@/lib/contract/schemas'

import { Choice, Fieldset, Form, Row, SubmitButton } from '@/ui/forms/formStyles'
import { FormField } from '@/ui/forms/FormField'
import { PRAYER_FAILURE, PRAYER_SUCCESS } from '@/ui/forms/formMessages'
import { FormResult } from '@/ui/forms/FormResult'
import { HoneypotField } from '@/ui/forms/HoneypotField'
import { type PublicFormAction, usePublicForm } from '@/ui/forms/usePublicForm'

type PrayerValues = {
  name: string
  email: string
  phone: string
  subject: string
  message: string
  is_public: boolean
  is_urgent: boolean
  anonymous: boolean
}

const prayerDefaults: PrayerValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  is_public: false,
  is_urgent: false,
  anonymous: false,
}

/**
 * The prayer request form; posts to /api/prayer-requests as a pending request, or, without
 * JavaScript, to the page itself (`action`, src/server/forms/actions.ts).
 */
export function PrayerForm({ action }: { action: PublicFormAction }) {
  const { text, checkbox, errorOf, isSubmitting, result, resultRef, submit, formAction, honeypot } =
    usePublicForm({
      schema: prayerRequestBody,
      defaults: prayerDefaults,
      path: '/api/prayer-requests',
      toBody: (values) => ({
        ...values,
        email: values.email || undefined,
        phone: values.phone || undefined,
        status: 'pending',
      }),
      action,
    })

  return (
    <>
      <FormResult
        result={result}
        success={PRAYER_SUCCESS}
        failure={PRAYER_FAILURE}
        bannerRef={resultRef}
      />
      <Form action={formAction} onSubmit={submit} noValidate aria-label="Share a prayer request">
        <FormField id="prayer-name" label="Name" required error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.prayer.name}
              {...text('name')}
            />
          )}
        </FormField>
        <Row>
          <FormField id="prayer-email" label="Email (optional)" error={errorOf('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.prayer.email}
                {...text('email')}
              />
            )}
          </FormField>
          <FormField id="prayer-phone" label="Phone (optional)" error={errorOf('phone')}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.prayer.phone}
                {...text('phone')}
              />
            )}
          </FormField>
        </Row>
        <FormField id="prayer-subject" label="Subject" required error={errorOf('subject')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={LIMITS.prayer.subject}
              {...text('subject')}
            />
          )}
        </FormField>
        <FormField id="prayer-message" label="Prayer request" required error={errorOf('message')}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={LIMITS.prayer.message}
              {...text('message')}
            />
          )}
        </FormField>
        <Fieldset>
          <legend>Sharing</legend>
          <Choice>
            <input type="checkbox" {...checkbox('is_public')} />
            Share this request with the church prayer list on the Prayer Wall (your first name and
            last initial, never your email or phone)
          </Choice>
          <Choice>
            <input type="checkbox" {...checkbox('anonymous')} />
            If it is shared, show it as “Anonymous” instead of my name
          </Choice>
          <Choice>
            <input type="checkbox" {...checkbox('is_urgent')} />
            This is an urgent need
          </Choice>
        </Fieldset>
        <HoneypotField inputRef={honeypot} />
        <SubmitButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Prayer Request'}
        </SubmitButton>
      </Form>
    </>
  )
}
