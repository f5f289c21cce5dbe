'use client'

import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { prefersReducedMotion } from '@/ui/site/reducedMotion'
import { bannerStyles } from '@/ui/site/kit'
import { LIMITS } from '@/lib/contract/limits'
import { registrationBody } from '@/lib/contract/schemas'
import type { EventJson, EventRegistrationJson, RegistrationResultJson } from '@/lib/contract/types'
import {
  formatClosing,
  NOT_REGISTERED,
  registrationOffer,
  type RegistrationFormState,
  type RegistrationOffer,
  seatsLeftText,
} from '@/lib/eventRegistration'
import { contractResolver } from '@/lib/formResolver'

import { FormField } from '@/ui/forms/FormField'
import { Form, Row, SubmitButton } from '@/ui/forms/formStyles'
import { HoneypotField } from '@/ui/forms/HoneypotField'
import { useAntiBot } from '@/ui/forms/useAntiBot'

/** A server action that takes the form posted without JavaScript (src/server/forms/). */
export type RegistrationAction = (
  state: RegistrationFormState,
  formData: FormData,
) => Promise<RegistrationFormState>

type Values = { name: string; email: string; phone: string; party_size: string; notes: string }

const EMPTY: Values = { name: '', email: '', phone: '', party_size: '1', notes: '' }
const PARTY_SIZES = Array.from(
  { length: LIMITS.registration.party_size.max - LIMITS.registration.party_size.min + 1 },
  (_, i) => String(LIMITS.registration.party_size.min + i),
)

// Whether the page runs in the browser (hydrated): false while the server renders it.
const noChanges = () => () => undefined
const isRunning = () => true
const isRendered = () => false

const REGISTRATION_FAILURE =
  'Registration failed. Please try again, or call the church office to register.'

const Availability = styled.p<{ $full: boolean }>`
  font-size: 1.1rem;
  font-weight: 700;
  color: ${({ $full }) => ($full ? 'var(--burgundy)' : 'var(--navy)')};
  margin: 0;
`

const Banner = styled.div<{ $tone: 'error' | 'success' }>`
  ${({ $tone }) => bannerStyles($tone)}
  margin: 0;
`

/** The sentence of the page's answer. */
function resultText(state: RegistrationFormState): string | null {
  if (state.result === 'confirmed') {
    return state.alreadyRegistered
      ? 'You were already registered for this event. We have sent your confirmation again.'
      : 'You are registered! Your confirmation, with the event for your calendar, is on its way to your email.'
  }
  if (state.result === 'waitlisted') {
    const place = state.position ? `: you are number ${state.position}` : ''
    return state.alreadyRegistered
      ? `You are already on the waiting list${place}. We have sent your email again.`
      : `The event is full, so you are on the waiting list${place}. We will email you as soon as a place opens up for you.`
  }
  if (state.result === 'refused') return state.message ?? REGISTRATION_FAILURE
  if (state.result === 'error') return REGISTRATION_FAILURE
  return null
}

function availabilityText(offer: RegistrationOffer, registration: EventRegistrationJson) {
  if (offer === 'closed') return 'Registration is closed.'
  if (offer === 'full') return 'This event is full.'
  if (offer === 'waitlist') return 'Full — join the waiting list'
  return seatsLeftText(registration) ?? 'Places available'
}

/** What the API's answer means for the form. */
async function answerOf(
  response: Response,
): Promise<RegistrationFormState & { fieldErrors?: Record<string, string> }> {
  const body = (await response.json().catch(() => null)) as
    | (RegistrationResultJson & { detail?: string; errors?: { field: string; message: string }[] })
    | null
  if (response.ok && body && (body.status === 'confirmed' || body.status === 'waitlisted')) {
    return {
      result: body.status,
      position: body.position,
      alreadyRegistered: body.already_registered === true,
    }
  }
  if (response.status === 422 && body?.errors) {
    return {
      result: null,
      fieldErrors: Object.fromEntries(body.errors.map((e) => [e.field, e.message])),
    }
  }
  if ((response.status === 409 || response.status === 429) && body?.detail) {
    return { result: 'refused', message: body.detail }
  }
  return { result: 'error' }
}

/**
 * The event page's registration: the seats left (or the waiting list, or closed), and the
 * form: name, email, phone, party size and notes. With JavaScript it posts JSON to
 * /api/events/{id}/registrations and then reads the event's seats again; without, the browser
 * posts it to the page, whose server action (`action`) registers the same way, and the page
 * comes back with the result, each field's message and what was typed.
 */
export function RegistrationForm({
  event,
  offer: renderedOffer,
  action,
}: {
  event: Pick<EventJson, 'id' | 'title'> & { registration: EventRegistrationJson }
  /** What the server offered when it rendered the page. */
  offer: RegistrationOffer
  action: RegistrationAction
}) {
  const [posted, formAction] = useActionState(action, NOT_REGISTERED)
  const [registration, setRegistration] = useState(event.registration)
  const [answer, setAnswer] = useState<RegistrationFormState | null>(null)
  const [answers, setAnswers] = useState(0)
  // The server decided this when it rendered the page; the browser's clock takes over once
  // the page is running (registration may have closed since the page was made).
  const running = useSyncExternalStore(noChanges, isRunning, isRendered)
  const offer = running ? registrationOffer(registration) : renderedOffer
  const banner = useRef<HTMLDivElement>(null)
  const antiBot = useAntiBot()
  const typed: Values = { ...EMPTY, ...(posted.values ?? {}) }
  const form = useForm<Values>({
    resolver: contractResolver<Values>(registrationBody),
    defaultValues: typed,
  })

  const state = answer ?? posted
  const message = resultText(state)
  const succeeded = state.result === 'confirmed' || state.result === 'waitlisted'

  useEffect(() => {
    if (!message || !banner.current) return
    banner.current.focus({ preventScroll: true })
    banner.current.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    })
  }, [message, answers])

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null)
    let next: RegistrationFormState & { fieldErrors?: Record<string, string> }
    try {
      next = await answerOf(
        await fetch(`/api/events/${event.id}/registrations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            ...values,
            phone: values.phone || undefined,
            notes: values.notes || undefined,
            ...antiBot.fields(),
          }),
        }),
      )
    } catch {
      next = { result: 'error' }
    }
    for (const [field, text] of Object.entries(next.fieldErrors ?? {})) {
      form.setError(field as keyof Values, { message: text })
    }
    if (next.result) {
      setAnswer(next)
      setAnswers((count) => count + 1)
    }
    if (next.result === 'confirmed' || next.result === 'waitlisted') {
      form.reset(EMPTY)
      // The seats left, as they are now.
      const fresh = await fetch(`/api/events/${event.id}`)
        .then((res) => (res.ok ? (res.json() as Promise<EventJson>) : null))
        .catch(() => null)
      if (fresh?.registration) setRegistration(fresh.registration)
    }
  })

  const errorOf = (name: keyof Values) =>
    (form.formState.errors[name]?.message as string | undefined) ?? posted.errors?.[name]
  const text = (name: keyof Values) => ({
    ...form.register(name),
    defaultValue: typed[name],
  })
  const taking = offer === 'open' || offer === 'waitlist'

  return (
    <>
      <Availability $full={offer !== 'open'}>{availabilityText(offer, registration)}</Availability>
      {taking && <p>Registration closes {formatClosing(registration.closes_at)} (Dallas time).</p>}
      <div role="status">
        {message && succeeded && (
          <Banner ref={banner} tabIndex={-1} $tone="success">
            {message}
          </Banner>
        )}
      </div>
      <div role="alert">
        {message && !succeeded && (
          <Banner ref={banner} tabIndex={-1} $tone="error">
            {message}
          </Banner>
        )}
      </div>
      {taking && (
        <Form
          action={formAction}
          onSubmit={submit}
          noValidate
          aria-label={`Register for ${event.title}`}
        >
          <p>Fields marked * are required.</p>
          <FormField id="registration-name" label="Name" required error={errorOf('name')}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                maxLength={LIMITS.registration.name}
                {...text('name')}
              />
            )}
          </FormField>
          <FormField id="registration-email" label="Email" required error={errorOf('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.registration.email}
                {...text('email')}
              />
            )}
          </FormField>
          <Row>
            <FormField id="registration-phone" label="Phone (optional)" error={errorOf('phone')}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  maxLength={LIMITS.registration.phone}
                  {...text('phone')}
                />
              )}
            </FormField>
            <FormField
              id="registration-party"
              label="Party size"
              required
              error={errorOf('party_size')}
            >
              {(control) => (
                <select {...control} {...text('party_size')}>
                  {PARTY_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size === '1' ? '1 person' : `${size} people`}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </Row>
          <FormField id="registration-notes" label="Notes (optional)" error={errorOf('notes')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={LIMITS.registration.notes}
                placeholder="Allergies, childcare, anything we should know"
                {...text('notes')}
              />
            )}
          </FormField>
          <HoneypotField inputRef={antiBot.honeypot} />
          <SubmitButton type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting
              ? 'Sending...'
              : offer === 'waitlist'
                ? 'Join the waiting list'
                : 'Register'}
          </SubmitButton>
        </Form>
      )}
    </>
  )
}
