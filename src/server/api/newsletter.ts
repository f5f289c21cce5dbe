import 'server-only'

import type { Payload } from 'payload'

import { subscribeBody } from '@/lib/contract/schemas'
import type { Subscriber } from '@/payload-types'

import {
  CONFIRMATION_VALID_DAYS,
  confirmationLink,
  confirmationSignature,
  queueSubscription,
  sameSignature,
  unsubscribeLink,
  unsubscribeToken,
} from '../newsletter/subscription'
import { getPayloadClient } from '../payload'
import { originFor } from '../site/siteUrl'
import { requireAdmin } from './auth'
import { ApiError, json, parseWith, readJson, validationFailed } from './http'
import { clientAddress, consume } from './rateLimit'
import { serializeSubscriber } from './serializers'

/**
 * A subscribe request, whichever way it comes (the JSON API, or the footer's form posted
 * without JavaScript): counted against the forms limit, validated, then its work queued (the
 * newsletter-subscribe job, src/server/newsletter/subscription.ts). Every valid request does
 * the same work (a rate-limit count and one queued job), whatever the address's state, so
 * neither the answer nor its time tells who is subscribed.
 */
export async function acceptSubscription(
  payload: Payload,
  client: string,
  raw: () => Promise<unknown> | unknown,
  origin: string,
): Promise<void> {
  await consume('forms', client, payload)
  const value = await raw()
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const body = parseWith(subscribeBody, value)
  // A filled honeypot is answered like a person and dropped. Unlike a message, a
  // subscription is nothing a person could lose (they would simply get no confirmation
  // email), and storing it would make the site email an address a script chose.
  const { website } = value as { website?: unknown }
  if (website !== undefined && website !== null && website !== '') return
  await queueSubscription(payload, { ...body, origin })
}

/** POST /api/newsletter/subscribe: 201 `{success: true}` for every valid request. */
export async function subscribe(req: Request): Promise<Response> {
  const payload = await getPayloadClient()
  await acceptSubscription(payload, clientAddress(req), () => readJson(req), originFor(req))
  return json({ success: true }, 201)
}

// The pages behind the links. A GET only shows a page with a button, because mail scanners
// open the links of every email they check; the button's POST does the change.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A small page; `html` is already escaped. */
const page = (title: string, html: string, status: number) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${title}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${html}<p><a href="/">Back to the website</a></p></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      },
    },
  )

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

/** Whether the caller wants JSON (an API client) rather than a page (a person). */
const wantsJson = (req: Request) => /application\/json/.test(req.headers.get('accept') ?? '')

/**
 * The answer to a GET with a usable link: a page whose button posts to the same link
 * (`{message}` to an API client, which POSTs itself).
 */
function ask(req: Request, title: string, text: string, link: string, button: string) {
  if (wantsJson(req)) return json({ message: `${text} Send a POST to this link to go on.` })
  return page(
    title,
    `${paragraph(`${text} Press the button to go on.`)}<form method="post" action="${escapeHtml(link)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(button)}</button></form>`,
    200,
  )
}

/** The answer to a link that cannot be used: 400, as JSON `{detail}` or as a page. */
function refuse(req: Request, title: string, text: string): Response {
  if (wantsJson(req)) throw new ApiError(400, text)
  return page(title, paragraph(text), 400)
}

/** The answer to a change made (or a page shown): `{success, message}` or a page. */
const done = (req: Request, title: string, text: string) =>
  wantsJson(req) ? json({ success: true, message: text }) : page(title, paragraph(text), 200)

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? ''

async function subscriberById(payload: Payload, id: string) {
  return payload.findByID({
    collection: 'subscribers',
    id: Number(id),
    depth: 0,
    disableErrors: true,
  })
}

type Checked = { subscriber: Subscriber } | { refusal: [title: string, text: string] }

const BAD_CONFIRMATION: [string, string] = [
  'Link not valid',
  'This confirmation link is not valid. Please copy the whole link from the email.',
]
const EXPIRED_CONFIRMATION: [string, string] = [
  'Link expired',
  `This confirmation link has expired (links work for ${CONFIRMATION_VALID_DAYS} days). Subscribe again on the website to get a new one.`,
]

const ENDED_SUBSCRIPTION: [string, string] = [
  'Subscription ended',
  'This subscription was ended after this link was sent. Subscribe again on the website to get a new link.',
]

async function checkConfirmation(payload: Payload, token: string): Promise<Checked> {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { refusal: BAD_CONFIRMATION }
  const [, id, expires, signature] = match
  const subscriber = await subscriberById(payload, id)
  if (!subscriber) return { refusal: BAD_CONFIRMATION }
  if (!sameSignature(confirmationSignature(subscriber, expires), signature)) {
    // Issued before the subscription was last ended: it confirms only the one it was sent for.
    const ended = subscriber.unsubscribes
      ? sameSignature(
          confirmationSignature(
            { ...subscriber, unsubscribes: subscriber.unsubscribes - 1 },
            expires,
          ),
          signature,
        )
      : false
    return { refusal: ended ? ENDED_SUBSCRIPTION : BAD_CONFIRMATION }
  }
  if (Number(expires) * 1000 <= Date.now()) return { refusal: EXPIRED_CONFIRMATION }
  return { subscriber }
}

/**
 * GET /api/newsletter/confirm?token=T: a page asking to confirm, changing nothing.
 * POST: confirms (pending → active). 400 for a bad or expired link, and for a subscription
 * that was ended since the link was sent (subscribing again sends a new one).
 */
export async function confirm(req: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const token = tokenOf(req)
  const checked = await checkConfirmation(payload, token)
  if ('refusal' in checked) return refuse(req, ...checked.refusal)
  const { subscriber } = checked
  if (subscriber.status === 'inactive') return refuse(req, ...ENDED_SUBSCRIPTION)
  if (req.method === 'GET') {
    if (subscriber.status === 'active') {
      return done(req, 'Subscription confirmed', 'Your subscription is already confirmed.')
    }
    const text = `You are about to subscribe ${subscriber.email} to our newsletter.`
    return ask(req, 'Confirm your subscription', text, confirmationLink(token), 'Confirm')
  }
  if (subscriber.status === 'pending') {
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { status: 'active' },
      depth: 0,
    })
  }
  return done(req, 'Subscription confirmed', 'Thank you: you will now receive our newsletter.')
}

const BAD_UNSUBSCRIBE = 'This unsubscribe link is not valid.'

/**
 * GET /api/newsletter/unsubscribe?token=T: a page asking to unsubscribe, changing nothing.
 * POST (the page's button, or a mail program's one-click `List-Unsubscribe=One-Click`,
 * which comes without origin or cookie): unsubscribes at once (status inactive). 400 for a
 * bad token.
 */
export async function unsubscribe(req: Request): Promise<Response> {
  const token = tokenOf(req)
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return refuse(req, 'Link not valid', BAD_UNSUBSCRIBE)
  const payload = await getPayloadClient()
  const subscriber = await subscriberById(payload, match[1])
  if (!subscriber || !sameSignature(unsubscribeToken(subscriber), token)) {
    return refuse(req, 'Link not valid', BAD_UNSUBSCRIBE)
  }
  if (req.method === 'GET') {
    const text = `You are about to stop our newsletter to ${subscriber.email}.`
    return ask(req, 'Unsubscribe', text, unsubscribeLink(token), 'Unsubscribe')
  }
  if (subscriber.status !== 'inactive') {
    // The ending is counted (collections/Subscribers.ts): older confirmation links stop working.
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { status: 'inactive' },
      depth: 0,
    })
  }
  return done(
    req,
    'Unsubscribed',
    'You have been unsubscribed and will receive no more newsletters.',
  )
}

/** GET /api/newsletter/subscribers (auth), newest first, with each one's status. */
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
