import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { NEWSLETTER_MESSAGES } from '@/lib/contract/messages'
import { newsletterBody, newsletterListQuery, newsletterSendBody } from '@/lib/contract/schemas'
import type { Newsletter } from '@/payload-types'

import { recordAudit } from '../../../collections/hooks/audit'
import { linkOrigin } from '@/platform/payload/settings'
import { serializeNewsletter } from '../data/serializers'
import { inPayloadTransaction } from '@/platform/payload/transactions'
import { queryRowsIn } from '@/platform/payload/sql'
import { queueEmail } from '@/platform/mail/message'
import { type NewsletterEvent, renderStored, personalise } from '../newsletter/render'
import { copyKey } from '../newsletter/copies'
import { queueFirstBatch, upcomingEvents } from '../newsletter/send'
import { type AdminUser, requireAdmin } from '@/platform/api/auth'
import { ApiError, notFoundAs, parseWith, rowId, validationFailed } from '@/platform/api/errors'
import { json, readBody, readOptionalBody } from '@/platform/api/http'
import { consume } from '@/platform/api/rateLimit'

/**
 * Newsletters (office and administrators): write, preview, test, send now or later, cancel a
 * scheduled send. Writes go through Payload's Local API as the signed-in person (the
 * collection's access, the rule that a sent newsletter keeps its words, and the audit entry
 * hold as on every path); the sending itself is the jobs queue's (src/server/newsletter/send.ts).
 */

const PER_PAGE = 20
const NOT_FOUND = 'Newsletter not found'
const notFound = () => new ApiError(404, NOT_FOUND)

const parseId = (raw: string) => rowId(raw, NOT_FOUND)

const requestOf = (payload: Payload, req: Request, user: AdminUser) =>
  createLocalReq({ user, req: { headers: req.headers } }, payload)

async function load(payload: Payload, id: number, user: AdminUser): Promise<Newsletter> {
  const doc = await payload
    .findByID({ collection: 'newsletters', id, depth: 0, overrideAccess: false, user })
    .catch(notFoundAs(NOT_FOUND))
  if (!doc) throw notFound()
  return doc
}

/** `GET /api/newsletters?page=N`: 20 to a page, newest first. */
export async function listNewsletters(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const { page } = parseWith(newsletterListQuery, Object.fromEntries(new URL(req.url).searchParams))
  const found = await payload.find({
    collection: 'newsletters',
    sort: '-createdAt',
    page,
    limit: PER_PAGE,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json({
    items: found.docs.map(serializeNewsletter),
    page,
    pages: Math.max(1, found.totalPages),
  })
}

/** `POST /api/newsletters`: 201 with the new draft. */
export async function createNewsletter(req: Request): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const body = await readBody(req, newsletterBody)
  const doc = await payload.create({
    collection: 'newsletters',
    data: { ...body, body: body.body as Newsletter['body'], status: 'draft' },
    depth: 0,
    overrideAccess: false,
    req: await requestOf(payload, req, user),
  })
  return json(serializeNewsletter(doc), 201)
}

/** `GET /api/newsletters/{id}`: the newsletter, with its progress while it is sent. */
export async function getNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  return json(serializeNewsletter(await load(payload, parseId(params.id), user)))
}

/** `PUT /api/newsletters/{id}`: replaces what a person writes; 409 once it is going out. */
export async function updateNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const id = parseId(params.id)
  await load(payload, id, user)
  const body = await readBody(req, newsletterBody)
  const doc = await payload.update({
    collection: 'newsletters',
    id,
    data: { ...body, body: body.body as Newsletter['body'] },
    depth: 0,
    overrideAccess: false,
    req: await requestOf(payload, req, user),
  })
  return json(serializeNewsletter(doc))
}

/** `DELETE /api/newsletters/{id}`: a draft, scheduled or cancelled one; 409 once it went out. */
export async function deleteNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const id = parseId(params.id)
  const doc = await load(payload, id, user)
  if (doc.status === 'sending' || doc.status === 'sent') {
    throw new ApiError(409, NEWSLETTER_MESSAGES.deleteSent)
  }
  await payload.delete({
    collection: 'newsletters',
    id,
    depth: 0,
    overrideAccess: false,
    req: await requestOf(payload, req, user),
  })
  return json({ success: true })
}

/** The newsletter as the signed-in person would get it (their first name, no real links). */
async function renderFor(payload: Payload, doc: Newsletter, user: AdminUser) {
  const origin = linkOrigin()
  const events =
    (doc.events as NewsletterEvent[] | null) ??
    (doc.include_events ? await upcomingEvents(payload) : [])
  const rendered = await renderStored(payload, doc, { origin, events })
  return personalise(rendered, {
    firstName: user.full_name.split(/\s+/)[0] || user.full_name,
    unsubscribeUrl: `${origin}/newsletter`,
  })
}

/** `GET /api/newsletters/{id}/preview`: `{subject, preview_text, html, text}`. */
export async function previewNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const doc = await load(payload, parseId(params.id), user)
  const copy = await renderFor(payload, doc, user)
  return json({ ...copy, preview_text: doc.preview_text ?? null })
}

/**
 * `POST /api/newsletters/{id}/test`: 202; a copy to the signed-in person's own email, at most
 * `RATE_LIMIT_TEST_SENDS_PER_HOUR` (10) an hour per person, then 429.
 */
export async function testNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const doc = await load(payload, parseId(params.id), user)
  if (!user.email) {
    throw validationFailed([
      { field: 'email', message: 'Add an email address to your profile to get a test' },
    ])
  }
  await consume('testSends', `user:${user.id}`, payload)
  const copy = await renderFor(payload, doc, user)
  await queueEmail(payload, {
    to: user.email,
    subject: `[Test] ${copy.subject}`,
    text: copy.text,
    html: copy.html,
  })
  return json({ success: true, to: user.email }, 202)
}

const activeSubscribers = async (payload: Payload) =>
  (
    await payload.count({
      collection: 'subscribers',
      where: { status: { equals: 'active' } },
      overrideAccess: true,
    })
  ).totalDocs

/**
 * `POST /api/newsletters/{id}/send` `{send_at?}`: 202 with the newsletter, `sending` (its first
 * batch queued now) or `scheduled` (queued for `send_at`). Taken with one conditional UPDATE,
 * so of two presses only one sends.
 */
export async function sendNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const id = parseId(params.id)
  const doc = await load(payload, id, user)
  // No body, or no send_at, sends now.
  const { send_at: sendAt } = await readOptionalBody(req, newsletterSendBody)
  if (doc.status !== 'draft' && doc.status !== 'cancelled') {
    throw new ApiError(409, NEWSLETTER_MESSAGES.notDraft)
  }
  if (!doc.subject?.trim())
    throw validationFailed([{ field: 'subject', message: NEWSLETTER_MESSAGES.noSubject }])
  if (sendAt && sendAt.getTime() <= Date.now()) {
    throw validationFailed([{ field: 'send_at', message: NEWSLETTER_MESSAGES.sendAtPast }])
  }
  if ((await activeSubscribers(payload)) === 0) {
    throw validationFailed([{ field: 'body', message: NEWSLETTER_MESSAGES.noRecipients }])
  }
  const status = sendAt ? 'scheduled' : 'sending'
  const localReq = await requestOf(payload, req, user)
  const taken = await inPayloadTransaction(localReq, async () => {
    const rows = await queryRowsIn<{ id: unknown }>(
      localReq,
      (sql) => sql`UPDATE newsletters SET status = ${status},
          send_at = ${sendAt ? sendAt.toISOString() : new Date().toISOString()},
          next_batch_at = NULL, updated_at = ${new Date().toISOString()}
        WHERE id = ${id} AND status IN ('draft', 'cancelled')
        RETURNING id`,
    )
    if (rows.length === 0) return false
    await queueFirstBatch(payload, id, sendAt, localReq)
    await recordAudit(
      payload,
      {
        action: 'newsletter_send',
        entity: 'newsletters',
        entity_id: id,
        fields: ['status', 'send_at'],
      },
      localReq,
    )
    return true
  })
  if (!taken) throw new ApiError(409, NEWSLETTER_MESSAGES.notDraft)
  return json(serializeNewsletter(await load(payload, id, user)), 202)
}

/** `POST /api/newsletters/{id}/cancel`: 200; only a scheduled newsletter that has not started. */
export async function cancelNewsletter(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const id = parseId(params.id)
  await load(payload, id, user)
  const localReq = await requestOf(payload, req, user)
  const cancelled = await inPayloadTransaction(localReq, async () => {
    const rows = await queryRowsIn<{ id: unknown }>(
      localReq,
      (
        sql,
      ) => sql`UPDATE newsletters SET status = 'cancelled', updated_at = ${new Date().toISOString()}
        WHERE id = ${id} AND status = 'scheduled'
        RETURNING id`,
    )
    if (rows.length === 0) return false
    await recordAudit(
      payload,
      { action: 'update', entity: 'newsletters', entity_id: id, fields: ['status'] },
      localReq,
    )
    return true
  })
  if (!cancelled) throw new ApiError(409, NEWSLETTER_MESSAGES.notScheduled)
  return json(serializeNewsletter(await load(payload, id, user)))
}

/**
 * `POST /api/newsletters/{id}/resend-uncertain`: 202 with the newsletter; its uncertain copies
 * (their server stopped as they went out, so they may not have arrived) are queued again and
 * go out in its next batches, to the subscribers still active. A sent newsletter stays sent,
 * and in the archive, meanwhile. 409 when it has none.
 */
export async function resendUncertain(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'office')
  const id = parseId(params.id)
  await load(payload, id, user)
  const localReq = await requestOf(payload, req, user)
  const queued = await inPayloadTransaction(localReq, async () => {
    const at = new Date().toISOString()
    const rows = await queryRowsIn<{ subscriber_id: unknown }>(
      localReq,
      (sql) => sql`UPDATE newsletter_recipients SET status = 'queued', attempts = 0,
          reason = NULL, updated_at = ${at}
        WHERE newsletter_id = ${id} AND status = 'uncertain'
        RETURNING subscriber_id`,
    )
    if (rows.length === 0) return 0
    // Their emails may be taken again by the next batch (src/platform/mail/deliver.ts).
    await queryRowsIn(
      localReq,
      (sql) => sql`UPDATE email_deliveries SET status = 'waiting', updated_at = ${at}
        WHERE status = 'uncertain' AND key IN (${sql.join(
          rows.map((row) => sql`${copyKey(id, String(row.subscriber_id))}`),
          sql`, `,
        )})`,
    )
    await queryRowsIn(
      localReq,
      (sql) => sql`UPDATE newsletters SET uncertain = 0, next_batch_at = NULL, updated_at = ${at}
        WHERE id = ${id}`,
    )
    await queueFirstBatch(payload, id, null, localReq)
    await recordAudit(
      payload,
      { action: 'newsletter_send', entity: 'newsletters', entity_id: id, fields: ['uncertain'] },
      localReq,
    )
    return rows.length
  })
  if (queued === 0) throw new ApiError(409, NEWSLETTER_MESSAGES.noUncertain)
  return json(serializeNewsletter(await load(payload, id, user)), 202)
}
