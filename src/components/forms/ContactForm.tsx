'use client'

import { LIMITS } from '@/lib/contract/limits'
import { contactBody } from '@/lib/contract/schemas'
import { type ContactPreference, MESSAGE_TYPES } from '@/lib/contract/values'

import { Choice, Fieldset, Form, Row, SubmitButton } from './formStyles'
import { FormField } from './FormField'
import { FormResult } from './FormResult'
import { HoneypotField } from './HoneypotField'
import { usePublicForm } from './usePublicForm'

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

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon."
export const CONTACT_FAILURE = 'Failed to send message. Please try again or contact us directly.'

/** The contact page's message form; posts to /api/contacts. */
export function ContactForm() {
  const { register, errors, isSubmitting, result, resultRef, submit, honeypot } = usePublicForm({
    schema: contactBody,
    defaults: contactDefaults,
    path: '/api/contacts',
    toBody: (values) => ({ ...values, phone: values.phone || undefined }),
  })

  return (
    <>
      <FormResult
        result={result}
        success={CONTACT_SUCCESS}
        failure={CONTACT_FAILURE}
        bannerRef={resultRef}
      />
      <Form onSubmit={submit} noValidate aria-label="Send us a message">
        <Row>
          <FormField id="contact-name" label="Name" required error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                maxLength={LIMITS.contact.name}
                {...register('name')}
              />
            )}
          </FormField>
          <FormField id="contact-email" label="Email" required error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.contact.email}
                {...register('email')}
              />
            )}
          </FormField>
        </Row>
        <Row>
          <FormField id="contact-phone" label="Phone (optional)" error={errors.phone?.message}>
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.contact.phone}
                {...register('phone')}
              />
            )}
          </FormField>
          <FormField
            id="contact-type"
            label="Message type"
            required
            error={errors.message_type?.message}
          >
            {(control) => (
              <select {...control} {...register('message_type')}>
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
        <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={LIMITS.contact.subject}
              {...register('subject')}
            />
          )}
        </FormField>
        <FormField id="contact-message" label="Message" required error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={LIMITS.contact.message}
              {...register('message')}
            />
          )}
        </FormField>
        <Fieldset>
          <legend>Preferred contact method</legend>
          <div>
            <Choice>
              <input type="radio" value="email" {...register('contact_preference')} />
              Email
            </Choice>
            <Choice>
              <input type="radio" value="phone" {...register('contact_preference')} />
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
