import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../payload/settings'

/**
 * The site's signatures: an HMAC-SHA256 of `text` keyed with PAYLOAD_SECRET, base64url. The
 * links of emails (newsletter, prayer wall take-down, registration cancel) carry one, and the
 * prayer wall keys a visitor's daily mark with one so that the address is never stored.
 */
export const sign = (text: string) =>
  createHmac('sha256', payloadSecret()).update(text).digest('base64url')

/** Whether two signatures are the same, compared in constant time. */
export const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
