'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ErrorBanner, SuccessBanner } from '@/components/site/ui'
import {
  LIMITS,
  MESSAGE_TYPE_OPTIONS,
  contactDefaults,
  contactSchema,
  type ContactValues,
} from '@/lib/formSchemas'

import {
  Choice,
  Field,
  FieldError,
  Fieldset,
  Form,
  Required,
  Row,
  SubmitButton,
} from './formStyles'
import { HoneypotField } from './HoneypotField'
import { postJson } from './postJson'
import { useAntiBot } from './useAntiBot'

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon."
export const CONTACT_FAILURE = 'Failed to send message. Please try again or contact us directly.'

/** The contact page's message form; posts to /api/contacts. */
export function ContactForm() {
  const [result, setResult] = useState<'success' | 'error' | null>(null)
  const antiBot = useAntiBot()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults,
  })

  const onSubmit = async (values: ContactValues) => {
    setResult(null)
    const ok = await postJson('/api/contacts', {
      ...values,
      phone: values.phone || undefined,
      submitted_at: new Date().toISOString(),
      ...antiBot.fields(),
    })
    setResult(ok ? 'success' : 'error')
    if (ok) reset(contactDefaults)
  }

  const describedBy = (name: keyof ContactValues) =>
    errors[name] ? `contact-${name}-error` : undefined

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Send us a message">
      {result === 'success' && <SuccessBanner>{CONTACT_SUCCESS}</SuccessBanner>}
      {result === 'error' && <ErrorBanner>{CONTACT_FAILURE}</ErrorBanner>}
      <Row>
        <Field>
          <label htmlFor="contact-name">
            Name <Required aria-hidden="true">*</Required>
          </label>
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            maxLength={LIMITS.name}
            aria-required="true"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          {errors.name && <FieldError id="contact-name-error">{errors.name.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="contact-email">
            Email <Required aria-hidden="true">*</Required>
          </label>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            aria-required="true"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          {errors.email && <FieldError id="contact-email-error">{errors.email.message}</FieldError>}
        </Field>
      </Row>
      <Row>
        <Field>
          <label htmlFor="contact-phone">Phone (optional)</label>
          <input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone')}
            {...register('phone')}
          />
          {errors.phone && <FieldError id="contact-phone-error">{errors.phone.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="contact-type">
            Message type <Required aria-hidden="true">*</Required>
          </label>
          <select
            id="contact-type"
            aria-required="true"
            aria-invalid={Boolean(errors.message_type)}
            aria-describedby={describedBy('message_type')}
            {...register('message_type')}
          >
            <option value="">Select a message type</option>
            {MESSAGE_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.message_type && (
            <FieldError id="contact-message_type-error">{errors.message_type.message}</FieldError>
          )}
        </Field>
      </Row>
      <Field>
        <label htmlFor="contact-subject">
          Subject <Required aria-hidden="true">*</Required>
        </label>
        <input
          id="contact-subject"
          type="text"
          maxLength={LIMITS.subject}
          aria-required="true"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        />
        {errors.subject && (
          <FieldError id="contact-subject-error">{errors.subject.message}</FieldError>
        )}
      </Field>
      <Field>
        <label htmlFor="contact-message">
          Message <Required aria-hidden="true">*</Required>
        </label>
        <textarea
          id="contact-message"
          rows={5}
          maxLength={LIMITS.message}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        {errors.message && (
          <FieldError id="contact-message-error">{errors.message.message}</FieldError>
        )}
      </Field>
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
      <HoneypotField inputRef={antiBot.honeypot} />
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </SubmitButton>
    </Form>
  )
}
