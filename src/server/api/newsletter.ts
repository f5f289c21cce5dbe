import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { subscribeBody } from '@/lib/contract/schemas'
import type { Subscriber } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { payloadSecret } from '../secret'
import { requireAdmin } from './auth'
import { ApiError, json, parseWith, readJson, validationFailed } from './http'
import { clientAddress, consume } from './rateLimit'
import { serializeSubscriber } from './serializers'

/** POST /api/newsletter/subscribe: creates, or reactivates an existing email. */
export async function subscribe(req: Request): Promise<Response> {
  await consume('forms', clientAddress(req))
  const raw = await readJson(req)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const { website } = raw as { website?: unknown }
  if (website !== undefined && website !== null && website !== '') {
    return json({ success: true }, 201)
  }
  const body = parseWith(subscribeBody, raw)
  const payload = await getPayloadClient()
  const reactivate = async () => {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: body.email } },
      limit: 1,
      depth: 0,
    })
    if (!docs[0]) return false
    await payload.update({
      collection: 'subscribers',
      id: docs[0].id,
      data: { first_name: body.first_name, last_name: body.last_name, is_active: true },
      depth: 0,
    })
    return true
  }
  if (!(await reactivate())) {
    try {
      await payload.create({ collection: 'subscribers', data: { ...body, is_active: true } })
    } catch (error) {
      // The same email sent twice at once: the unique index let one in; update that one.
      if (!(await reactivate())) throw error
    }
  }
  return json({ success: true }, 201)
}

const sign = (id: Subscriber['id'], email: string) =>
  createHmac('sha256', payloadSecret()).update(`unsubscribe:${id}:${email}`).digest('base64url')

/** The token of a subscriber's unsubscribe link: their id and an HMAC of id and email. */
export const unsubscribeToken = (subscriber: Pick<Subscriber, 'id' | 'email'>) =>
  `${subscriber.id}.${sign(subscriber.id, subscriber.email)}`

/** The link to put in every newsletter, relative to the site's origin. */
export const unsubscribePath = (subscriber: Pick<Subscriber, 'id' | 'email'>) =>
  `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subscriber))}`

const BAD_TOKEN = 'This unsubscribe link is not valid.'

const page = (title: string, text: string, status: number) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the website</a></p></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    },
  )

/**
 * GET /api/newsletter/unsubscribe?token=T. A person clicking the link gets a small
 * page; a client asking for JSON gets JSON.
 */
export async function unsubscribe(req: Request): Promise<Response> {
  const wantsJson = /application\/json/.test(req.headers.get('accept') ?? '')
  const token = new URL(req.url).searchParams.get('token') ?? ''
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  const refuse = () => {
    if (wantsJson) throw new ApiError(400, BAD_TOKEN)
    return page('Link not valid', BAD_TOKEN, 400)
  }
  if (!match) return refuse()
  const payload = await getPayloadClient()
  const subscriber = await payload
    .findByID({ collection: 'subscribers', id: Number(match[1]), depth: 0 })
    .catch(() => null)
  if (!subscriber) return refuse()
  const expected = Buffer.from(sign(subscriber.id, subscriber.email))
  const given = Buffer.from(match[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refuse()
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { is_active: false },
    depth: 0,
  })
  const text = 'You have been unsubscribed and will receive no more newsletters.'
  if (wantsJson) return json({ success: true, message: text })
  return page('Unsubscribed', text, 200)
}

/** GET /api/newsletter/subscribers (auth), newest first. */
export async function listSubscribers(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req)
  const { docs } = await payload.find({
    collection: 'subscribers',
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(docs.map(serializeSubscriber))
}
