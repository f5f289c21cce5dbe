import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import {
  CONTACT_PREFERENCES,
  MESSAGE_TYPES,
  type MessageType,
} from '../../../collections/ContactSubmissions'
import { getPayloadClient } from '../payload'
import { flag, oneOf, optionalEmail, optionalText, requiredEmail, requiredText } from './fields'
import { json, parseWith, readJson, validationFailed } from './http'
import { clientAddress, consume } from './rateLimit'

/** A form filled faster than this after it was shown is a script, not a person. */
export const MIN_FILL_MS = 1500

const messageTypes = MESSAGE_TYPES.map((t) => t.value) as unknown as [string, ...string[]]

/** A client's claimed submission instant, kept when it is a real ISO-8601 instant. */
const submittedAt = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value !== 'string' || value.length > 40) return new Date().toISOString()
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(
      value,
    )
      ? new Date(value)
      : null
    return instant && !Number.isNaN(instant.getTime())
      ? instant.toISOString()
      : new Date().toISOString()
  })

export const ContactBody = z.object({
  name: requiredText('Name', 120),
  email: requiredEmail(),
  phone: optionalText('Phone', 40),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  contact_preference: oneOf('Contact preference', CONTACT_PREFERENCES).default('email'),
  message_type: oneOf('Message type', messageTypes),
  submitted_at: submittedAt,
})

export const PrayerRequestBody = z.object({
  name: requiredText('Name', 120),
  email: optionalEmail(),
  phone: optionalText('Phone', 40),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  is_public: flag('Share publicly').default(false),
  is_urgent: flag('Urgent').default(false),
  submitted_at: submittedAt,
})

/**
 * Signs of a script: the hidden `website` field filled in, or the form sent less than
 * 1.5 s after it was shown. A client clock running ahead (negative elapsed time) is not
 * held against a person.
 */
function looksAutomated(body: Record<string, unknown>): boolean {
  const website = body.website
  if (website !== undefined && website !== null && website !== '') return true
  const startedAt = Number(body.form_started_at)
  if (body.form_started_at === undefined || body.form_started_at === null) return false
  if (!Number.isFinite(startedAt)) return false
  const elapsed = Date.now() - startedAt
  return elapsed >= 0 && elapsed < MIN_FILL_MS
}

/** What a script gets: the same answer a person gets, with an id that names nothing. */
const fakeSuccess = () => json({ success: true, id: randomInt(100_000, 10_000_000) }, 201)

/**
 * The shared path of the public forms: per-client limit, JSON object, bot check,
 * validation. Returns the parsed body, or a finished Response for a bot.
 */
async function readPublicForm<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<z.infer<S> | Response> {
  await consume('forms', clientAddress(req))
  const raw = await readJson(req)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  if (looksAutomated(raw as Record<string, unknown>)) return fakeSuccess()
  return parseWith(schema, raw)
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

/** Tells the church's inbox; a failure is logged and never loses the stored submission. */
async function notifyChurch(payload: Payload, subject: string, text: string) {
  try {
    const to = await churchAddress(payload)
    if (!to) return
    await payload.sendEmail({ to, subject, text })
  } catch (error) {
    payload.logger.error({ msg: 'notification email failed', subject, err: error })
  }
}

export async function submitContact(req: Request): Promise<Response> {
  const body = await readPublicForm(req, ContactBody)
  if (body instanceof Response) return body
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'contact-submissions',
    data: { ...body, message_type: body.message_type as MessageType, status: 'new' },
    depth: 0,
    // One insert and no hooks that write: no transaction, so no pooled connection is held
    // across round trips during a burst.
    disableTransaction: true,
  })
  await notifyChurch(
    payload,
    `New contact message: ${body.subject}`,
    [
      `From: ${body.name} <${body.email}>${body.phone ? `, ${body.phone}` : ''}`,
      `Prefers: ${body.contact_preference}; type: ${body.message_type}`,
      '',
      body.message,
    ].join('\n'),
  )
  return json({ success: true, id: doc.id }, 201)
}

export async function submitPrayerRequest(req: Request): Promise<Response> {
  const body = await readPublicForm(req, PrayerRequestBody)
  if (body instanceof Response) return body
  const payload = await getPayloadClient()
  // Whatever the body says, a new request waits for an administrator.
  const doc = await payload.create({
    collection: 'prayer-requests',
    data: { ...body, status: 'pending' },
    depth: 0,
    disableTransaction: true,
  })
  if (body.is_urgent) {
    await notifyChurch(
      payload,
      `Urgent prayer request: ${body.subject}`,
      [
        `From: ${body.name}${body.email ? ` <${body.email}>` : ''}${body.phone ? `, ${body.phone}` : ''}`,
        '',
        body.message,
      ].join('\n'),
    )
  }
  return json({ success: true, id: doc.id }, 201)
}
