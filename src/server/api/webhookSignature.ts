import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far the signed timestamp may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60
export const SIGNATURE_HEADER = 'x-donation-signature'

/**
 * The provider signs `<unix seconds>.<raw body>` with HMAC-SHA256 and the shared
 * secret, and sends `X-Donation-Signature: t=<unix seconds>,v1=<hex digest>`.
 */
export function signDonationPayload(secret: string, rawBody: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string }

export function verifyDonationSignature(
  secret: string,
  rawBody: string,
  header: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'Missing signature' }
  const parts = new Map<string, string[]>()
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2)
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value])
  }
  const timestamp = Number(parts.get('t')?.[0])
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: 'Invalid signature' }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'Signature timestamp is outside the 5-minute window' }
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  // Several v1 values are allowed, so that the secret can be rotated without downtime.
  const matches = (parts.get('v1') ?? []).some((hex) => {
    if (!/^[0-9a-f]{64}$/i.test(hex)) return false
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected)
  })
  return matches ? { ok: true } : { ok: false, reason: 'Invalid signature' }
}
