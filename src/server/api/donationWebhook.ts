import 'server-only'

import { donationWebhookBody } from '@/lib/contract/schemas'

import { getPayloadClient } from '@/platform/payload/client'
import { json, parseJson, readText } from '@/platform/api/http'
import { ApiError, parseWith, validationFailed } from '@/platform/api/errors'
import { SIGNATURE_HEADER, verifyDonationSignature } from './webhookSignature'

/**
 * POST /api/donations/webhook. Verifies the signature over the raw body before
 * anything is parsed, then stores the gift once per transaction id, creating or
 * updating the donor by email.
 */
export async function receiveDonation(req: Request): Promise<Response> {
  const secret = process.env.DONATIONS_WEBHOOK_SECRET
  if (!secret) throw new ApiError(503, 'Donation webhook is not configured')
  const raw = await readText(req)
  const check = verifyDonationSignature(secret, raw, req.headers.get(SIGNATURE_HEADER))
  if (!check.ok) throw new ApiError(401, check.reason)

  const body = parseJson(raw)
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const event = parseWith(donationWebhookBody, body)
  const payload = await getPayloadClient()

  const existing = async () => {
    const { docs } = await payload.find({
      collection: 'donations',
      where: { transaction_id: { equals: event.transaction_id } },
      limit: 1,
      depth: 0,
    })
    return docs[0]
  }
  const already = await existing()
  if (already) return json({ success: true, id: already.id, duplicate: true })

  let donorId: number | null = null
  const email = event.donor?.email
  if (email) {
    const name = event.donor?.name ?? null
    const address = event.donor?.address ?? null
    const { docs } = await payload.find({
      collection: 'donors',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    if (docs[0]) {
      donorId = docs[0].id
      const changed = {
        ...(name && name !== docs[0].name ? { name } : {}),
        ...(address && address !== docs[0].address ? { address } : {}),
      }
      if (Object.keys(changed).length) {
        await payload.update({ collection: 'donors', id: donorId, data: changed, depth: 0 })
      }
    } else {
      try {
        donorId = (
          await payload.create({ collection: 'donors', data: { email, name, address }, depth: 0 })
        ).id
      } catch (error) {
        // The same donor's first two gifts arriving at once: use the one stored.
        const again = await payload.find({
          collection: 'donors',
          where: { email: { equals: email } },
          limit: 1,
        })
        if (!again.docs[0]) throw error
        donorId = again.docs[0].id
      }
    }
  }

  try {
    const doc = await payload.create({
      collection: 'donations',
      data: {
        transaction_id: event.transaction_id,
        amount_cents: event.amount_cents,
        donation_type: event.donation_type,
        frequency: event.frequency,
        campaign: event.campaign,
        utm_source: event.utm_source,
        utm_medium: event.utm_medium,
        utm_campaign: event.utm_campaign,
        utm_content: event.utm_content,
        donated_at: new Date(event.donated_at).toISOString(),
        donor: donorId,
        donor_name: event.anonymous ? null : (event.donor?.name ?? null),
        anonymous: event.anonymous,
      },
      depth: 0,
    })
    return json({ success: true, id: doc.id, duplicate: false }, 201)
  } catch (error) {
    // A retry racing the first delivery: the unique transaction id kept one.
    const stored = await existing()
    if (stored) return json({ success: true, id: stored.id, duplicate: true })
    throw error
  }
}
