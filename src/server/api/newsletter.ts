import 'server-only'

import type { Payload } from 'payload'

import { subscribeBody } from '@/lib/contract/schemas'

import { confirmationLink, type LinkState, unsubscribeLink } from '../newsletter/links'
import { confirmationPage, queueSubscription, unsubscribePage } from '../newsletter/subscription'
import { getPayloadClient } from '../payload'
import { originFor } from '../site/siteUrl'
import { requireAdmin } from './auth'
import { json, readJson } from './http'
import { ApiError, parseWith, validationFailed } from './errors'
import { clientAddress, consume } from './rateLimit'
import { serializeSubscriber } from '../data/serializers'

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

// The links of the emails. A person opening one in a browser is sent to its page on the site
// (src/app/(site)/newsletter/); an API client, and a mail program's one-click unsubscribe
// (a POST without origin or cookie, RFC 8058), get JSON.

/** Whether the caller wants JSON (an API client) rather than a page (a person). */
const wantsJson = (req: Request) => /application\/json/.test(req.headers.get('accept') ?? '')
const wantsPage = (req: Request) =>
  !wantsJson(req) && /text\/html/.test(req.headers.get('accept') ?? '')

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? ''

/** A relative redirect to the link's page (`303`: a POST's answer is fetched with GET). */
const toPage = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })

/** The API's answer for a link's state: 400 `{detail}`, a question, or `{success, message}`. */
function linkAnswer(state: LinkState): Response {
  if (state.kind === 'refused') throw new ApiError(400, state.message.text)
  if (state.kind === 'ask') {
    return json({ message: `${state.message.text} Send a POST to this link to go on.` })
  }
  return json({ success: true, message: state.message.text })
}

/**
 * GET, POST /api/newsletter/confirm?token=T: a browser goes to the link's page; GET asks
 * (changing nothing), POST confirms (pending → active). 400 for a bad or expired link, and for
 * a subscription ended since the link was sent (subscribing again sends a new one).
 */
export async function confirm(req: Request): Promise<Response> {
  const token = tokenOf(req)
  if (req.method === 'GET' && !wantsJson(req)) return toPage(confirmationPage(token))
  const payload = await getPayloadClient()
  const state = await confirmationLink(payload, token, { act: req.method === 'POST' })
  if (wantsPage(req)) return toPage(confirmationPage(token))
  return linkAnswer(state)
}

/**
 * GET, POST /api/newsletter/unsubscribe?token=T: a browser goes to the link's page; GET asks
 * (changing nothing); POST (an API client, or a mail program's one-click unsubscribe)
 * unsubscribes at once (status inactive). 400 for a bad token.
 */
export async function unsubscribe(req: Request): Promise<Response> {
  const token = tokenOf(req)
  if (req.method === 'GET' && !wantsJson(req)) return toPage(unsubscribePage(token))
  const payload = await getPayloadClient()
  const state = await unsubscribeLink(payload, token, { act: req.method === 'POST' })
  if (wantsPage(req)) return toPage(unsubscribePage(token))
  return linkAnswer(state)
}

/** GET /api/newsletter/subscribers (auth), newest first, with each one's status. */
export async function listSubscribers(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
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
