import { CHURCH_TIME_ZONE, churchInstant, startOfChurchDay } from './churchClock'
import type { EventRegistrationJson } from './contract/types'
import { parseClockTime } from './format'

/**
 * An event's registration on the church's clock: when the event starts and when registration
 * closes, decided in Dallas, for the server (which refuses late registrations), the event page
 * and the admin alike. Plain functions, safe in any bundle.
 */

/**
 * The instant an event starts in Dallas: its date at its clock time ("18:30", "6:30 PM"), or,
 * for a time written as text ("After worship", "All day"), midnight starting its day.
 */
export function eventStart(date: string, time: string): Date {
  const clock = parseClockTime(time)
  return clock ? churchInstant(date, clock.hours, clock.minutes) : startOfChurchDay(date)
}

/** When registration closes: the stored instant, or by default when the event starts. */
export function registrationClosesAt(
  event: { date: string; time: string },
  closesAt: string | null | undefined,
): Date {
  const stored = closesAt ? new Date(closesAt) : null
  return stored && !Number.isNaN(stored.getTime()) ? stored : eventStart(event.date, event.time)
}

/**
 * What the event page offers: a form that registers (`open`), one that joins the waiting list
 * (`waitlist`), or none because registration has closed or every seat is taken (`closed`,
 * `full`).
 */
export type RegistrationOffer = 'open' | 'waitlist' | 'full' | 'closed'

export function registrationOffer(
  registration: EventRegistrationJson,
  now: Date = new Date(),
): RegistrationOffer {
  if (now.getTime() >= new Date(registration.closes_at).getTime()) return 'closed'
  if (registration.seats_left === null || registration.seats_left > 0) return 'open'
  return registration.waitlist ? 'waitlist' : 'full'
}

/** "12 seats left", "1 seat left", or null for an event without a limit. */
export function seatsLeftText(registration: EventRegistrationJson): string | null {
  const left = registration.seats_left
  if (left === null) return null
  return left === 1 ? '1 seat left' : `${left} seats left`
}

const closingFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: CHURCH_TIME_ZONE,
})

/** When registration closes, on the church's clock: "December 24, 2026 at 6:30 PM". */
export const formatClosing = (closesAt: string): string => closingFormat.format(new Date(closesAt))

/**
 * What the event page's registration form shows after it was posted without JavaScript (the
 * server action's answer), or after its JSON post: confirmed, waitlisted with the place, a
 * refusal's sentence (closed, full, too many tries), the fields to correct, or a failure.
 */
export type RegistrationFormState = {
  result: 'confirmed' | 'waitlisted' | 'refused' | 'error' | null
  position?: number
  /** The email was registered before: this is that registration, its email sent again. */
  alreadyRegistered?: boolean
  message?: string
  /** Field name → the message to show under it (the API's 422 `errors`). */
  errors?: Record<string, string>
  /** What was sent, to fill the form again after a refusal. */
  values?: Record<string, string>
}

export const NOT_REGISTERED: RegistrationFormState = { result: null }
