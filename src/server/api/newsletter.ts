import 'server-only'

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { subscribeBody } from '@/lib/contract/schemas'
import type { Subscriber } from '@/payload-types'

import { queueEmail, sendQueuedEmail } from '../email'
import { getPayloadClient } from '../payload'
import { payloadSecret } from '../secret'
import { originFor } from '../site/siteUrl'
import { requireAdmin } from './auth'
import { ApiError, json, parseWith, readJson, validationFailed } from './http'
import { clientAddress, consume, forgive } from './rateLimit'
import { serializeSubscriber } from './serializers'

/**
 * The newsletter, double opt-in: a subscription stays `pending` until the person follows the
 * link emailed to the address, so nobody can sign up someone else. A public request never
 * makes an address active, never renames a subscriber and never tells who is subscribed:
 * every accepted request is answered the same 201.
 */

type Addressee = Pick<Subscriber, 'id' | 'email'>

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7
const DAY_SECONDS = 24 * 60 * 60

// Signed links. A token names the subscriber and carries an HMAC (keyed with PAYLOAD_SECRET)
// of their id and email, so it stops working if the email is changed.

const sign = (text: string) =>
  createHmac('sha256', payloadSecret()).update(text).digest('base64url')

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The token of a subscriber's unsubscribe link: their id and an HMAC of id and email. */
export const unsubscribeToken = (subscriber: Addressee) =>
  `${subscriber.id}.${sign(`unsubscribe:${subscriber.id}:${subscriber.email}`)}`

const unsubscribeLink = (token: string) =>
  `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

/** The unsubscribe link, relative to the site's origin. */
export const unsubscribePath = (subscriber: Addressee) =>
  unsubscribeLink(unsubscribeToken(subscriber))

/**
 * The token of a confirmation link: the subscriber's id, the instant (epoch seconds) the link
 * stops working, and an HMAC of both with the email.
 */
export function confirmationToken(subscriber: Addressee, now = Date.now()) {
  const expires = Math.floor(now / 1000) + CONFIRMATION_VALID_DAYS * DAY_SECONDS
  return `${subscriber.id}.${expires}.${sign(`confirm:${subscriber.id}:${subscriber.email}:${expires}`)}`
}

const confirmationLink = (token: string) =>
  `/api/newsletter/confirm?token=${encodeURIComponent(token)}`

/** A new confirmation link, relative to the site's origin. */
export const confirmationPath = (subscriber: Addressee, now = Date.now()) =>
  confirmationLink(confirmationToken(subscriber, now))

/**
 * The headers of every email to a subscriber (the confirmation, and any newsletter): the
 * unsubscribe link for the mail program's own button (RFC 2369), which unsubscribes at once
 * with one POST (RFC 8058). `origin` is the site's (`originFor`).
 */
export const newsletterHeaders = (origin: string, subscriber: Addressee) => ({
  'List-Unsubscribe': `<${origin}${unsubscribePath(subscriber)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

// Subscribing.

const findByEmail = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] ?? null

/**
 * The subscriber to send a confirmation to, or null when there is none to send: a new
 * address is stored as pending; an unsubscribed one becomes pending again (and stays
 * unsubscribed until confirmed); a pending one is asked again; an active one is left alone.
 * An existing subscriber's name is never changed.
 */
async function pendingSubscriber(
  payload: Payload,
  body: { first_name: string; last_name: string; email: string },
) {
  let existing = await findByEmail(payload, body.email)
  if (!existing) {
    try {
      return await payload.create({
        collection: 'subscribers',
        data: {
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          status: 'pending',
        },
        depth: 0,
      })
    } catch (error) {
      // The same email sent twice at once: the unique index let one in; go on with that one.
      existing = await findByEmail(payload, body.email)
      if (!existing) throw error
    }
  }
  if (existing.status === 'active') return null
  if (existing.status === 'inactive') {
    return payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { status: 'pending' },
      depth: 0,
    })
  }
  return existing
}

/** The newsletter's name for the email: "the <church name> newsletter", from church-info. */
async function newsletterName(payload: Payload) {
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  return info.name ? `the ${info.name} newsletter` : 'our newsletter'
}

/**
 * Queues and sends the confirmation email, at most one per address every 10 minutes (the
 * `confirmationEmails` limit, keyed by a hash of the address), so that the form cannot be
 * used to flood someone's mailbox. The email holds nothing the requester typed but the
 * address itself.
 */
async function sendConfirmation(payload: Payload, subscriber: Subscriber, origin: string) {
  const key = createHash('sha256').update(subscriber.email).digest('hex')
  try {
    await consume('confirmationEmails', key)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return
    throw error
  }
  try {
    const name = await newsletterName(payload)
    const id = await queueEmail(payload, {
      to: subscriber.email,
      subject: `Please confirm your subscription to ${name}`,
      text: [
        'Hello,',
        '',
        `Someone, we hope you, asked to receive ${name} at this address.`,
        'To confirm, open this link and press the button on the page:',
        '',
        `${origin}${confirmationPath(subscriber)}`,
        '',
        `The link works for ${CONFIRMATION_VALID_DAYS} days. If you did not ask for the newsletter,`,
        'ignore this email: you will not be subscribed, and we will not write again.',
        '',
        `To stop these emails: ${origin}${unsubscribePath(subscriber)}`,
      ].join('\n'),
      headers: newsletterHeaders(origin, subscriber),
    })
    await sendQueuedEmail(payload, id)
  } catch (error) {
    // Nothing was queued: the person may ask again at once.
    await forgive('confirmationEmails', key).catch(() => undefined)
    throw error
  }
}

/**
 * POST /api/newsletter/subscribe: stores the address as pending and emails it a
 * confirmation link. 201 `{success: true}` for every valid request, whatever the address's
 * state.
 */
export async function subscribe(req: Request): Promise<Response> {
  await consume('forms', clientAddress(req))
  const raw = await readJson(req)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const body = parseWith(subscribeBody, raw)
  // A filled honeypot is answered like a person and dropped. Unlike a message, a
  // subscription is nothing a person could lose (they would simply get no confirmation
  // email), and storing it would make the site email an address a script chose.
  const { website } = raw as { website?: unknown }
  if (website !== undefined && website !== null && website !== '') {
    return json({ success: true }, 201)
  }
  const payload = await getPayloadClient()
  const subscriber = await pendingSubscriber(payload, body)
  if (subscriber) await sendConfirmation(payload, subscriber, originFor(req))
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

async function checkConfirmation(payload: Payload, token: string): Promise<Checked> {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { refusal: BAD_CONFIRMATION }
  const [, id, expires, signature] = match
  const subscriber = await subscriberById(payload, id)
  if (!subscriber) return { refusal: BAD_CONFIRMATION }
  const expected = sign(`confirm:${subscriber.id}:${subscriber.email}:${expires}`)
  if (!sameSignature(expected, signature)) return { refusal: BAD_CONFIRMATION }
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
  if (subscriber.status === 'inactive') {
    return refuse(
      req,
      'Subscription ended',
      'This subscription was ended after this link was sent. Subscribe again on the website to get a new link.',
    )
  }
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
