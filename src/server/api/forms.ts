import 'server-only'

import type { Payload } from 'payload'
import type { $ZodType, output } from 'zod/v4/core'

import { contactBody, prayerRequestBody } from '@/lib/contract/schemas'
import { SPAM } from '@/lib/contract/values'
import { AUDIT_CLIENT_ADDRESS } from '../../../collections/hooks/audit'
import { type EmailMessage, queueEmail } from '@/platform/mail/message'
import { loggableError } from '@/platform/ops/databaseErrors'
import { getPayloadClient } from '@/platform/payload/client'
import { json, readJson } from '@/platform/api/http'
import { parseWith, validationFailed } from '@/platform/api/errors'
import { clientAddress, consume } from '@/platform/api/rateLimit'
import { isPostgres } from '@/platform/payload/sql'
import { inTransaction, withTransactionSlot } from '@/platform/payload/transactions'

/** A form filled faster than this after it was shown is a script, not a person. */
export const MIN_FILL_MS = 1500

/**
 * Signs of a script: the hidden `website` field filled in, or the form sent less than
 * 1.5 s after it was shown. A client clock running ahead (negative elapsed time) is not
 * held against a person. Neither sign is certain (a person's browser can autofill a form
 * that fast), so a submission that shows one is kept, in the Spam folder, never dropped.
 */
export function looksAutomated(body: Record<string, unknown>): boolean {
  const website = body.website
  if (website !== undefined && website !== null && website !== '') return true
  const startedAt = Number(body.form_started_at)
  if (body.form_started_at === undefined || body.form_started_at === null) return false
  if (!Number.isFinite(startedAt)) return false
  const elapsed = Date.now() - startedAt
  return elapsed >= 0 && elapsed < MIN_FILL_MS
}

/**
 * The shared path of the public forms, whichever way they come (the JSON API, or the page's
 * own form posted without JavaScript): per-client limit, JSON object, validation, bot check.
 * Returns the parsed body and whether it looks automated (`spam`). A suspected script is
 * answered exactly like a person: 422 for what is invalid, and for what is valid the answer of
 * a stored submission, which it is.
 */
async function acceptPublicForm<S extends $ZodType>(
  payload: Payload,
  client: string,
  raw: () => Promise<unknown> | unknown,
  schema: S,
): Promise<{ body: output<S>; spam: boolean }> {
  await consume('forms', client, payload)
  const value = await raw()
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const body = parseWith(schema, value)
  return { body, spam: looksAutomated(value as Record<string, unknown>) }
}

/**
 * The church's address for notices, read from church-info and remembered for a minute, so
 * that a burst of submissions does not add a settings read to each one.
 */
let churchEmail: { value: string | null; until: number } | null = null
const CHURCH_EMAIL_TTL_MS = 60_000

async function churchAddress(payload: Payload): Promise<string | null> {
  if (churchEmail && churchEmail.until > Date.now()) return churchEmail.value
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  churchEmail = { value: info.email || null, until: Date.now() + CHURCH_EMAIL_TTL_MS }
  return churchEmail.value
}

type Id = number | string
type Collection = 'contact-submissions' | 'prayer-requests'
type Notice = Omit<EmailMessage, 'key'>
/**
 * Stores a public submission and, when the church is to be told, its notice as a send-email
 * job (src/platform/mail/message.ts), and answers only for what is committed:
 *
 * - PostgreSQL: the row, Payload's read-back and hooks, and the queued notice share one
 *   transaction. Any failure before COMMIT rolls all of it back and is answered 503 (or
 *   500 for a bug); after COMMIT nothing else can fail the answer.
 * - SQLite: Payload uses no transactions there, so the INSERT commits the row by itself.
 *   If a later step fails (a hook, the queue write), the row is stored all the same: the
 *   failure is logged and the submission answered as stored. The `reportStoredId` hook
 *   of the collection tells this function the id once the row is stored and read back.
 *   (A failed read-back, an I/O error on the local file, is the one case left answered
 *   as not stored.)
 *
 * The runner of the jobs queue sends the notice (collections/jobs). Returns the stored id.
 */
async function storeSubmission(
  payload: Payload,
  collection: Collection,
  data: Record<string, unknown>,
  notice: Notice | null,
  client: string,
): Promise<Id> {
  const stored: { id?: Id } = {}
  const context = { stored, [AUDIT_CLIENT_ADDRESS]: client }
  if (isPostgres(payload)) {
    return withTransactionSlot(() =>
      inTransaction(payload, async (req) => {
        const doc = await payload.create({
          collection,
          data: data as never,
          depth: 0,
          req,
          context,
        })
        if (notice) await queueEmail(payload, notice, { req })
        return doc.id
      }),
    )
  }
  try {
    const doc = await payload.create({ collection, data: data as never, depth: 0, context })
    stored.id = doc.id
  } catch (error) {
    if (stored.id === undefined) throw error
    payload.logger.error({
      msg: 'submission stored, but a step after storing it failed',
      collection,
      id: stored.id,
      ...loggableError(error),
    })
  }
  const id = stored.id as Id
  if (!notice) return id
  try {
    await queueEmail(payload, notice)
  } catch (error) {
    payload.logger.error({
      msg: 'submission stored, but its notice could not be queued',
      collection,
      id,
      ...loggableError(error),
    })
  }
  return id
}

/** The notice for the church, or null when no church address is set. */
async function churchNotice(
  payload: Payload,
  subject: string,
  lines: string[],
): Promise<Notice | null> {
  const to = await churchAddress(payload)
  return to ? { to, subject, text: lines.join('\n') } : null
}

/**
 * Stores a contact message (the inbox, with its first status, or the Spam folder unannounced)
 * and queues the church's notice. `raw` is the request's fields; returns the stored id.
 */
export async function acceptContactMessage(
  payload: Payload,
  client: string,
  raw: () => Promise<unknown> | unknown,
): Promise<Id> {
  const { body, spam } = await acceptPublicForm(payload, client, raw, contactBody)
  const notice = spam
    ? null
    : await churchNotice(payload, `New contact message: ${body.subject}`, [
        `From: ${body.name} <${body.email}>${body.phone ? `, ${body.phone}` : ''}`,
        `Prefers: ${body.contact_preference}; type: ${body.message_type}`,
        '',
        body.message,
      ])
  return storeSubmission(
    payload,
    'contact-submissions',
    { ...body, status: spam ? SPAM : 'new' },
    notice,
    client,
  )
}

/** Stores a prayer request (pending, or in the Spam folder); urgent ones notify the church. */
export async function acceptPrayerRequest(
  payload: Payload,
  client: string,
  raw: () => Promise<unknown> | unknown,
): Promise<Id> {
  const { body, spam } = await acceptPublicForm(payload, client, raw, prayerRequestBody)
  const notice =
    body.is_urgent && !spam
      ? await churchNotice(payload, `Urgent prayer request: ${body.subject}`, [
          `From: ${body.name}${body.email ? ` <${body.email}>` : ''}${body.phone ? `, ${body.phone}` : ''}`,
          '',
          body.message,
        ])
      : null
  // Whatever the body says, a new request waits for an administrator.
  return storeSubmission(
    payload,
    'prayer-requests',
    { ...body, status: spam ? SPAM : 'pending' },
    notice,
    client,
  )
}

/** POST /api/contacts: 201 `{success, id}`. */
export async function submitContact(req: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const id = await acceptContactMessage(payload, clientAddress(req), () => readJson(req))
  return json({ success: true, id }, 201)
}

/** POST /api/prayer-requests: 201 `{success, id}`. */
export async function submitPrayerRequest(req: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const id = await acceptPrayerRequest(payload, clientAddress(req), () => readJson(req))
  return json({ success: true, id }, 201)
}
