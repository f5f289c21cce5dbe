import 'server-only'

import type { Payload, Where } from 'payload'

import { churchDate } from '@/lib/churchClock'
import { SUBSCRIBER_LIST } from '@/lib/contract/limits'
import {
  subscribeBody,
  subscriberExportQuery,
  type SubscriberFilter,
  subscriberListQuery,
} from '@/lib/contract/schemas'
import { csvText } from '@/lib/csv'
import type { Subscriber } from '@/payload-types'

import { confirmationLink, type LinkState, unsubscribeLink } from '../newsletter/links'
import {
  confirmationPage,
  endSubscription,
  queueSubscription,
  unsubscribePage,
} from '../newsletter/subscription'
import { getPayloadClient } from '@/platform/payload/client'
import { originFor } from '@/platform/site/siteUrl'
import { recordRequestAudit } from './audit'
import { type AdminUser, requireAdmin } from '@/platform/api/auth'
import { json, readJson } from '@/platform/api/http'
import { ApiError, parseWith, rowId, validationFailed } from '@/platform/api/errors'
import { clientAddress, consume } from '@/platform/api/rateLimit'
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
  await queueSubscription(payload, { ...body, origin, client })
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

// The office's list of subscribers (auth: office).

/** The query parameters `names` of a request; an empty parameter counts as absent. */
function queryOf(req: Request, names: string[]): Record<string, string> {
  const params = new URL(req.url).searchParams
  const input: Record<string, string> = {}
  for (const name of names) {
    const value = params.get(name)
    if (value !== null && value !== '') input[name] = value
  }
  return input
}

const SEARCHED = ['first_name', 'last_name', 'email'] as const

/**
 * The subscribers a filter names. `search` is found anywhere in a name or the email, in any
 * case (the databases' LIKE: a `%` or `_` typed in it matches any characters, so a search
 * never finds fewer than asked).
 */
function subscriberWhere({ search, status }: SubscriberFilter): Where {
  const and: Where[] = []
  if (status) and.push({ status: { equals: status } })
  if (search) and.push({ or: SEARCHED.map((field) => ({ [field]: { contains: search } })) })
  return and.length ? { and } : {}
}

/** Newest first; the id decides between subscribers of the same instant. */
const NEWEST_FIRST = ['-createdAt', '-id']

/**
 * GET /api/newsletter/subscribers?search&status&limit&offset (auth: office): the contract's
 * array of subscribers, newest first, `limit` of them after the first `offset`, with the
 * number of all that match in `X-Total-Count`. Read as the person asking, in at most two pages
 * of `limit` rows (Payload pages by page number; an offset between two pages takes the end
 * of one and the start of the next).
 */
export async function listSubscribers(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const query = parseWith(
    subscriberListQuery,
    queryOf(req, ['search', 'status', 'limit', 'offset']),
  )
  const { limit, offset } = query
  const read = (page: number) =>
    payload.find({
      collection: 'subscribers',
      where: subscriberWhere(query),
      sort: NEWEST_FIRST,
      page,
      limit,
      depth: 0,
      overrideAccess: false,
      user,
    })
  const first = Math.floor(offset / limit) + 1
  const skip = offset % limit
  const head = await read(first)
  let docs = head.docs.slice(skip)
  if (skip > 0 && head.hasNextPage) docs = docs.concat((await read(first + 1)).docs.slice(0, skip))
  return json(docs.map(serializeSubscriber), 200, { 'X-Total-Count': String(head.totalDocs) })
}

const CSV_COLUMNS = ['first_name', 'last_name', 'email', 'status', 'created_at'] as const

/**
 * The subscribers a filter names as CSV, newest first, read `SUBSCRIBER_LIST.exportBatch` at
 * a time while it is sent (each batch after the last one sent, so that a subscriber who signs
 * up meanwhile never shifts a row into two batches): memory stays bounded however many there
 * are. Cells a spreadsheet would run as a formula get a leading quote (src/lib/csv.ts).
 */
function subscribersCsv(
  { payload, user }: { payload: Payload; user: AdminUser },
  filter: SubscriberFilter,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let after: Subscriber | undefined
  let started = false
  return new ReadableStream({
    async pull(controller) {
      try {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(csvText([CSV_COLUMNS])))
          return
        }
        const where = subscriberWhere(filter)
        const { docs } = await payload.find({
          collection: 'subscribers',
          where: after ? { and: [where, olderThan(after)] } : where,
          sort: NEWEST_FIRST,
          limit: SUBSCRIBER_LIST.exportBatch,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        })
        if (docs.length) {
          const rows = docs.map(serializeSubscriber)
          controller.enqueue(
            encoder.encode(csvText(rows.map((row) => CSV_COLUMNS.map((c) => row[c])))),
          )
        }
        if (docs.length < SUBSCRIBER_LIST.exportBatch) controller.close()
        else after = docs[docs.length - 1]
      } catch (error) {
        payload.logger.error({ msg: 'subscriber export failed', err: error })
        controller.error(new ApiError(500, 'Internal server error'))
      }
    },
  })
}

/** The subscribers listed after `last` in NEWEST_FIRST order. */
const olderThan = (last: Subscriber): Where => ({
  or: [
    { createdAt: { less_than: last.createdAt } },
    { and: [{ createdAt: { equals: last.createdAt } }, { id: { less_than: last.id } }] },
  ],
})

/**
 * GET /api/newsletter/subscribers/export?search&status (auth: office): the subscribers as a
 * CSV download, recorded in the audit log before the first byte is sent.
 */
export async function exportSubscribers(req: Request): Promise<Response> {
  const admin = await requireAdmin(req, 'office')
  const filter = parseWith(subscriberExportQuery, queryOf(req, ['search', 'status']))
  await recordRequestAudit(req, admin, { action: 'export', entity: 'subscribers' })
  return new Response(subscribersCsv(admin, filter), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${churchDate()}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

const SUBSCRIBER_NOT_FOUND = 'Subscriber not found'

/**
 * POST /api/newsletter/subscribers/{id}/unsubscribe (auth: office): ends a subscription for a
 * person who asked by phone or in person, as their own unsubscribe link would (counted, and
 * recorded in the audit log with the office's name). 200 with the subscriber; 404 when there
 * is none.
 */
export async function unsubscribeByOffice(req: Request, id: string): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const subscriber = await payload.findByID({
    collection: 'subscribers',
    id: rowId(id, SUBSCRIBER_NOT_FOUND),
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!subscriber) throw new ApiError(404, SUBSCRIBER_NOT_FOUND)
  const ended = await endSubscription(payload, subscriber, { user, headers: req.headers })
  return json(serializeSubscriber(ended))
}
