'use client'

import { LIMITS } from '@/lib/contract/limits'
import { contactBody } from '@/lib/contract/schemas'
import { type ContactPreference, MESSAGE_TYPES } from '@/lib/contract/values'

import { Choice, Fieldset, Form, Row, SubmitButton } from '@/ui/forms/formStyles'
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@/ui/forms/formMessages'
import { FormField } from '@/ui/forms/FormField'
import { FormResult } from '@/ui/forms/FormResult'
import { HoneypotField } from '@/ui/forms/HoneypotField'
import { type PublicFormAction, usePublicForm } from '@/ui/forms/usePublicForm'

type ContactValues = {
  name: string
  email: string
  phone: string
  subject: string
  message: string
  message_type: string
  contact_preference: ContactPreference
}

const contactDefaults: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  message_type: '',
  contact_preference: 'email',
}

/**
 * The contact page's message form; posts to /api/contacts, or, without JavaScript, to the page
 * itself (`action`, src/server/forms/actions.ts).
 */
export function ContactForm({ action }: { action: PublicFormAction }) {
  const { text, radio, errorOf, isSubmitting, result, resultRef, submit, formAction, honeypot } =
    usePublicForm({
      schema: contactBody,
      defaults: contactDefaults,
      path: '/api/contacts',
      toBody: (values) => ({ ...values, phone: values.phone || undefined }),
      action,
    })

  return (
    <>
      <FormResult
        result={result}
        success={CONTACT_SUCCESS}
        failure={CONTACT_FAILURE}
        bannerRef={resultRef}
      />
      <Form action={formAction} onSubmit={submit} noValidate aria-label="Send us a message">
        <Row>
          <FormField id="contact-name" label="Name" required error={errorOf('name')}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                maxLength={LIMITS.contact.name}
                {...text('name')}
              />
            )}
          </FormField>
          <FormField id="contact-email" label="Email" required error={errorOf('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.contact.email}
                {...text('email')}
              />
            )}
          </FormField>
        </Row>
        <Row>
          <FormField id="contact-phone" label="Phone (optional)" error={errorOf('phone')}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.contact.phone}
                {...text('phone')}
              />
            )}
          </FormField>
          <FormField
            id="contact-type"
            label="Message type"
            required
            error={errorOf('message_type')}
          >
            {(control) => (
              <select {...control} {...text('message_type')}>
                <option value="">Select a message type</option>
                {MESSAGE_TYPES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </Row>
        <FormField id="contact-subject" label="Subject" required error={errorOf('subject')}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={LIMITS.contact.subject}
              {...text('subject')}
            />
          )}
        </FormField>
        <FormField id="contact-message" label="Message" required error={errorOf('message')}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={LIMITS.contact.message}
              {...text('message')}
            />
          )}
        </FormField>
        <Fieldset>
          <legend>Preferred contact method</legend>
          <div>
            <Choice>
              <input type="radio" {...radio('contact_preference', 'email')} />
              Email
            </Choice>
            <Choice>
              <input type="radio" {...radio('contact_preference', 'phone')} />
              Phone
            </Choice>
          </div>
        </Fieldset>
        <HoneypotField inputRef={honeypot} />
        <SubmitButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </SubmitButton>
      </Form>
    </>
  )
}
