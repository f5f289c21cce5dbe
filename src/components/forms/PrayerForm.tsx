'use client'

import { LIMITS } from '@/lib/contract/limits'
import { prayerRequestBody } from '@/lib/contract/schemas'

import { Choice, Fieldset, Form, Row, SubmitButton } from './formStyles'
import { FormField } from './FormField'
import { FormResult } from './FormResult'
import { HoneypotField } from './HoneypotField'
import { usePublicForm } from './usePublicForm'

type PrayerValues = {
  name: string
  email: string
  phone: string
  subject: string
  message: string
  is_public: boolean
  is_urgent: boolean
}

const prayerDefaults: PrayerValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  is_public: false,
  is_urgent: false,
}

export const PRAYER_SUCCESS =
  'Thank you for sharing your prayer request. Our prayer team will be lifting you up in prayer.'
export const PRAYER_FAILURE =
  'Failed to submit prayer request. Please try again or contact us directly.'

/** The prayer request form; posts to /api/prayer-requests as a pending request. */
export function PrayerForm() {
  const { register, errors, isSubmitting, result, resultRef, submit, honeypot } = usePublicForm({
    schema: prayerRequestBody,
    defaults: prayerDefaults,
    path: '/api/prayer-requests',
    toBody: (values) => ({
      ...values,
      email: values.email || undefined,
      phone: values.phone || undefined,
      status: 'pending',
    }),
  })

  return (
    <>
      <FormResult
        result={result}
        success={PRAYER_SUCCESS}
        failure={PRAYER_FAILURE}
        bannerRef={resultRef}
      />
      <Form onSubmit={submit} noValidate aria-label="Share a prayer request">
        <FormField id="prayer-name" label="Name" required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.prayer.name}
              {...register('name')}
            />
          )}
        </FormField>
        <Row>
          <FormField id="prayer-email" label="Email (optional)" error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.prayer.email}
                {...register('email')}
              />
            )}
          </FormField>
          <FormField id="prayer-phone" label="Phone (optional)" error={errors.phone?.message}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.prayer.phone}
                {...register('phone')}
              />
            )}
          </FormField>
        </Row>
        <FormField id="prayer-subject" label="Subject" required error={errors.subject?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={LIMITS.prayer.subject}
              {...register('subject')}
            />
          )}
        </FormField>
        <FormField
          id="prayer-message"
          label="Prayer request"
          required
          error={errors.message?.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={LIMITS.prayer.message}
              {...register('message')}
            />
          )}
        </FormField>
        <Fieldset>
          <legend>Sharing</legend>
          <Choice>
            <input type="checkbox" {...register('is_public')} />
            Share this request with the church prayer list
          </Choice>
          <Choice>
            <input type="checkbox" {...register('is_urgent')} />
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
