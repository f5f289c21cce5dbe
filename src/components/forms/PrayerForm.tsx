'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ErrorBanner, SuccessBanner } from '@/components/site/ui'
import { LIMITS, prayerDefaults, prayerSchema, type PrayerValues } from '@/lib/formSchemas'

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

export const PRAYER_SUCCESS =
  'Thank you for sharing your prayer request. Our prayer team will be lifting you up in prayer.'
export const PRAYER_FAILURE =
  'Failed to submit prayer request. Please try again or contact us directly.'

/** The prayer request form; posts to /api/prayer-requests as a pending request. */
export function PrayerForm() {
  const [result, setResult] = useState<'success' | 'error' | null>(null)
  const antiBot = useAntiBot()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PrayerValues>({ resolver: zodResolver(prayerSchema), defaultValues: prayerDefaults })

  const onSubmit = async (values: PrayerValues) => {
    setResult(null)
    const ok = await postJson('/api/prayer-requests', {
      ...values,
      email: values.email || undefined,
      phone: values.phone || undefined,
      status: 'pending',
      submitted_at: new Date().toISOString(),
      ...antiBot.fields(),
    })
    setResult(ok ? 'success' : 'error')
    if (ok) reset(prayerDefaults)
  }

  const describedBy = (name: keyof PrayerValues) =>
    errors[name] ? `prayer-${name}-error` : undefined

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Share a prayer request">
      {result === 'success' && <SuccessBanner>{PRAYER_SUCCESS}</SuccessBanner>}
      {result === 'error' && <ErrorBanner>{PRAYER_FAILURE}</ErrorBanner>}
      <Field>
        <label htmlFor="prayer-name">
          Name <Required aria-hidden="true">*</Required>
        </label>
        <input
          id="prayer-name"
          type="text"
          autoComplete="name"
          maxLength={LIMITS.name}
          aria-required="true"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          {...register('name')}
        />
        {errors.name && <FieldError id="prayer-name-error">{errors.name.message}</FieldError>}
      </Field>
      <Row>
        <Field>
          <label htmlFor="prayer-email">Email (optional)</label>
          <input
            id="prayer-email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          {errors.email && <FieldError id="prayer-email-error">{errors.email.message}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="prayer-phone">Phone (optional)</label>
          <input
            id="prayer-phone"
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone')}
            {...register('phone')}
          />
          {errors.phone && <FieldError id="prayer-phone-error">{errors.phone.message}</FieldError>}
        </Field>
      </Row>
      <Field>
        <label htmlFor="prayer-subject">
          Subject <Required aria-hidden="true">*</Required>
        </label>
        <input
          id="prayer-subject"
          type="text"
          maxLength={LIMITS.subject}
          aria-required="true"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        />
        {errors.subject && (
          <FieldError id="prayer-subject-error">{errors.subject.message}</FieldError>
        )}
      </Field>
      <Field>
        <label htmlFor="prayer-message">
          Prayer request <Required aria-hidden="true">*</Required>
        </label>
        <textarea
          id="prayer-message"
          rows={6}
          maxLength={LIMITS.message}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        {errors.message && (
          <FieldError id="prayer-message-error">{errors.message.message}</FieldError>
        )}
      </Field>
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
      <HoneypotField inputRef={antiBot.honeypot} />
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Prayer Request'}
      </SubmitButton>
    </Form>
  )
}
