import 'server-only'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { queryRows, type SqlTag } from './api/sql'
import { loggableError } from './ops/databaseErrors'

export const DEFAULT_FROM_ADDRESS = process.env.EMAIL_FROM || 'website@gracebaptistdallas.org'
export const DEFAULT_FROM_NAME = process.env.EMAIL_FROM_NAME || 'Church Website'

/** The last messages written by the logging adapter, newest last; read by tests. */
export const outbox: SendEmailOptions[] = []
const OUTBOX_LIMIT = 100

/**
 * Without SMTP settings the site still "sends": it records the message and logs who it
 * was for and its subject. The body is never logged, because it may hold a prayer request.
 */
const loggingAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: DEFAULT_FROM_ADDRESS,
  defaultFromName: DEFAULT_FROM_NAME,
  sendEmail: async (message) => {
    outbox.push(message)
    if (outbox.length > OUTBOX_LIMIT) outbox.shift()
    payload.logger.info({
      msg: 'email (not sent: no SMTP configured)',
      to: message.to,
      subject: message.subject,
    })
  },
})

export function emailAdapter() {
  if (!process.env.SMTP_HOST) return loggingAdapter
  return nodemailerAdapter({
    defaultFromAddress: DEFAULT_FROM_ADDRESS,
    defaultFromName: DEFAULT_FROM_NAME,
    transportOptions: {
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT || 587),
      secure: process.env.SMTP_SECURE === 'true',
      auth: process.env.SMTP_USER
        ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
        : undefined,
    },
  })
}

/**
 * The email queue: a notice to the church (a new contact message, an urgent prayer request)
 * is written to the `email_queue` table together with the submission it tells about (see
 * `storeSubmission` in api/forms.ts), then sent once they are committed; a newsletter
 * confirmation (api/newsletter.ts) goes the same way, with its List-Unsubscribe headers. A send that fails
 * (mail server down, database restarting) leaves the row in place and it is retried later,
 * so a notice is never lost; a row is deleted once its message has gone. Like the
 * rate-limit counters, the table is not one of Payload's collections; its migration is
 * `*_rate_limits_and_email_queue` in src/migrations/<adapter>.
 */
const QUEUE_TABLE = 'email_queue'

/** How long the request that queued a notice has to send it before a retry may take it. */
export const FIRST_RETRY_MS = 5 * 60_000
/** The longest wait between two attempts at one notice. */
const MAX_RETRY_MS = 6 * 60 * 60_000
/** Rows one retry run takes on. */
const RETRY_BATCH = 20

export type QueuedEmail = {
  to: string
  subject: string
  text: string
  /** Extra header lines (e.g. List-Unsubscribe), stored with the message as JSON. */
  headers?: Record<string, string>
}
type QueueRow = {
  id: number | string
  recipient: string
  subject: string
  body: string
  headers: string | null
}

/** A PostgreSQL transaction's drizzle handle (`tx` of `drizzle.transaction`). */
export type PgTransaction = { execute: (query: unknown) => Promise<{ rows: unknown[] }> }

/**
 * Adds a message to the queue and returns its id. Pass the transaction of the submission
 * (PostgreSQL) so that both are committed together.
 */
export async function queueEmail(
  payload: Payload,
  message: QueuedEmail,
  tx?: PgTransaction,
): Promise<number | string> {
  const now = Date.now()
  const headers = message.headers ? JSON.stringify(message.headers) : null
  const build = (sql: SqlTag) =>
    sql`INSERT INTO ${sql.raw(QUEUE_TABLE)} (recipient, subject, body, headers, attempts, next_attempt_at, created_at)
      VALUES (${message.to}, ${message.subject}, ${message.text}, ${headers}, 0, ${now + FIRST_RETRY_MS}, ${now})
      RETURNING id`
  const rows = tx
    ? ((await tx.execute(build(postgresSql))).rows as { id: number | string }[])
    : await queryRows<{ id: number | string }>(payload, build)
  return rows[0].id
}

/** Wait before the next attempt after `attempts` failed ones: 5 min, 10, 20, ... at most 6 h. */
const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS)

/**
 * Takes one row for sending, so that no other request or instance sends it at the same
 * time: one UPDATE that succeeds for one taker only (the row must still have the number
 * of attempts the taker saw), and pushes the row's next attempt back in case this one fails.
 */
async function claim(
  payload: Payload,
  id: number | string,
  seenAttempts: number,
  now: number,
): Promise<QueueRow | null> {
  const rows = await queryRows<QueueRow>(
    payload,
    (sql) => sql`UPDATE ${sql.raw(QUEUE_TABLE)}
      SET attempts = ${seenAttempts + 1}, next_attempt_at = ${now + retryDelay(seenAttempts + 1)}
      WHERE id = ${id} AND attempts = ${seenAttempts}
      RETURNING id, recipient, subject, body, headers`,
  )
  return rows[0] ?? null
}

/** Sends a claimed row and deletes it; a failure is logged (never the text) and kept. */
async function deliver(payload: Payload, row: QueueRow): Promise<boolean> {
  try {
    await payload.sendEmail({
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
    })
  } catch (error) {
    payload.logger.error({
      msg: 'email not sent; kept in the queue for a retry',
      queueId: row.id,
      err: { message: error instanceof Error ? error.message : String(error) },
    })
    return false
  }
  try {
    await queryRows(payload, (sql) => sql`DELETE FROM ${sql.raw(QUEUE_TABLE)} WHERE id = ${row.id}`)
  } catch (error) {
    // Sent, but still queued: it will be sent once more at its next attempt.
    payload.logger.error({
      msg: 'email sent but not removed from the queue',
      queueId: row.id,
      ...loggableError(error),
    })
  }
  return true
}

let retryTimer: ReturnType<typeof setTimeout> | null = null

/** Runs `sendDueEmails` once after `delayMs`, unless a run is already planned. */
function scheduleRetry(payload: Payload, delayMs: number) {
  if (retryTimer) return
  retryTimer = setTimeout(() => {
    retryTimer = null
    void sendDueEmails(payload)
  }, delayMs)
  // A planned retry never keeps a script or a stopping server alive.
  retryTimer.unref?.()
}

/**
 * Sends a message just queued by this request. Never throws: whatever fails is logged,
 * the row stays queued and a retry is planned.
 */
export async function sendQueuedEmail(payload: Payload, id: number | string): Promise<void> {
  try {
    const row = await claim(payload, id, 0, Date.now())
    if (row && !(await deliver(payload, row))) scheduleRetry(payload, retryDelay(1))
  } catch (error) {
    payload.logger.error({
      msg: 'queued email not sent; it will be retried',
      queueId: id,
      ...loggableError(error),
    })
    scheduleRetry(payload, FIRST_RETRY_MS)
  }
}

/**
 * Sends every queued message whose next attempt is due (at most 20 per run), and plans
 * the next run while any remain. Never throws. Runs after a failed send, and at most every
 * few minutes after a form post (see api/forms.ts), which also picks up messages left by
 * an instance that stopped.
 */
export async function sendDueEmails(
  payload: Payload,
  now = Date.now(),
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 }
  try {
    const due = await queryRows<{ id: number | string; attempts: number | string }>(
      payload,
      (sql) =>
        sql`SELECT id, attempts FROM ${sql.raw(QUEUE_TABLE)} WHERE next_attempt_at <= ${now}
          ORDER BY id LIMIT ${RETRY_BATCH}`,
    )
    for (const { id, attempts } of due) {
      const row = await claim(payload, id, Number(attempts), now)
      if (!row) continue
      if (await deliver(payload, row)) result.sent++
      else result.failed++
    }
    const [left] = await queryRows<{ next: number | string | null }>(
      payload,
      (sql) => sql`SELECT MIN(next_attempt_at) AS next FROM ${sql.raw(QUEUE_TABLE)}`,
    )
    if (left?.next !== null && left?.next !== undefined) {
      scheduleRetry(payload, Math.max(Number(left.next) - Date.now(), 1000))
    }
  } catch (error) {
    payload.logger.error({ msg: 'queued emails not sent; will retry', ...loggableError(error) })
    scheduleRetry(payload, FIRST_RETRY_MS)
  }
  return result
}
