import type { EventRegistration } from '@/payload-types'

import { sameSignature, sign } from '@/platform/site/signatures'

/**
 * The signed link of a registration's emails that cancels it: `<id>.<HMAC-SHA256 of
 * "registration-cancel:<id>:<event>:<email>" keyed with PAYLOAD_SECRET, base64url>`. It names
 * the registration and stops working if its email or event is changed; it does not expire.
 */

type Registrant = Pick<EventRegistration, 'id' | 'email' | 'event'>

const eventIdOf = (event: Registrant['event']) =>
  typeof event === 'object' && event !== null ? event.id : event

const signature = (registration: Registrant) =>
  sign(
    `registration-cancel:${registration.id}:${eventIdOf(registration.event)}:${registration.email.toLowerCase()}`,
  )

export const cancelToken = (registration: Registrant) =>
  `${registration.id}.${signature(registration)}`

/** The page of the emails' cancel link (src/app/(site)/registrations/cancel/). */
export const cancelPage = (token: string) => `/registrations/cancel/${token}`

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/

/** The registration id a token names, before its signature is checked; null when malformed. */
export function tokenId(token: string): number | null {
  const match = TOKEN.exec(token)
  return match ? Number(match[1]) : null
}

/** Whether `token` is the cancel token of `registration`. */
export const isCancelToken = (registration: Registrant, token: string) =>
  sameSignature(cancelToken(registration), token)
