import MailComposer from 'nodemailer/lib/mail-composer'
import type { Payload } from 'payload'

import { queryRows } from '../payload/sql'
import type { EmailMessage } from './message'
import { hasMailServer, transmit } from './smtp'

/**
 * How long a sender holds a message it claimed (EMAIL_CLAIM_SECONDS, default 300). A sender
 * that stops mid-send (a crash, a kill) frees the message when this runs out, and the next try
 * sends it; longer than any SMTP exchange (src/platform/payload/email.ts gives up within two minutes).
 */
export const CLAIM_MS = Math.max(1, Number(process.env.EMAIL_CLAIM_SECONDS) || 300) * 1000

const TABLE = 'email_deliveries'

export type DeliveryOutcome = 'sent' | 'already sent' | 'failed' | 'busy elsewhere' | 'uncertain'

/** Whether the mail server answered (with a refusal): without an answer, nothing is known. */
const hasAnswer = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode
  return code !== undefined && code !== null && Number.isFinite(Number(code))
}

/** An SMTP refusal that another try cannot change (5xx: no such mailbox, refused content). */
const isPermanent = (error: unknown) => {
  const code = Number((error as { responseCode?: unknown })?.responseCode)
  return code >= 500 && code < 600
}

/**
 * Takes the message for sending: one statement that inserts its delivery row, or takes over
 * one that is waiting for another try or whose sender stopped mid-send. Of two senders at
 * once, exactly one gets the row back. Null when the message is sent, failed for good, or
 * being sent by another sender right now.
 */
async function claim(payload: Payload, message: EmailMessage, now: number) {
  const at = new Date(now).toISOString()
  const leaseUntil = now + CLAIM_MS
  const rows = await queryRows<{ id: number | string }>(
    payload,
    (sql) => sql`INSERT INTO ${sql.raw(TABLE)}
        (key, recipient, subject, status, lease_until, attempts, updated_at, created_at)
      VALUES (${message.key}, ${message.to}, ${message.subject}, 'sending', ${leaseUntil}, 1, ${at}, ${at})
      ON CONFLICT (key) DO UPDATE SET
        status = 'sending',
        lease_until = ${leaseUntil},
        attempts = ${sql.raw(TABLE)}.attempts + 1,
        updated_at = ${at}
      WHERE ${sql.raw(TABLE)}.status = 'waiting'
        OR (${sql.raw(TABLE)}.status = 'sending' AND ${sql.raw(TABLE)}.lease_until < ${now})
      RETURNING id`,
  )
  return rows[0] ?? null
}

async function settle(
  payload: Payload,
  key: string,
  status: 'sent' | 'waiting' | 'failed' | 'uncertain',
  error?: string,
) {
  const at = new Date().toISOString()
  await queryRows(
    payload,
    (sql) => sql`UPDATE ${sql.raw(TABLE)}
      SET status = ${status}, lease_until = NULL, updated_at = ${at},
        sent_at = ${status === 'sent' ? at : null}, last_error = ${error ?? null}
      WHERE key = ${key}`,
  )
}

/** A message's fields as nodemailer (and Payload's email adapters) take them. */
const mailOptions = (message: EmailMessage, from: string) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  ...(message.headers ? { headers: message.headers } : {}),
  ...(message.attachments ? { attachments: message.attachments } : {}),
})

/** The message as the mail server gets it (MIME), composed once. */
const compose = (message: EmailMessage, from: string): Promise<Buffer> =>
  new MailComposer(mailOptions(message, from)).compile().build()

/**
 * Sends one message at most once, whoever else tries (`claim`), even when the server sending
 * it is killed at any instant:
 *
 * - 'sent': sent now;
 * - 'already sent': an earlier try (here or on another server) sent it, or it failed for good;
 * - 'failed': the mail server refused it for good (5xx); recorded with the reason, not retried;
 * - 'busy elsewhere': another sender holds it, or just had it; try again later;
 * - 'uncertain': a sender stopped between the message's end and the mail server's answer
 *   (now, or on an earlier try): it may have arrived or not. It is never sent again by
 *   itself, and the office sees it (a newsletter counts its uncertain copies).
 *
 * The message is recorded as uncertain *before* its last byte goes to the mail server, once the
 * mail server has asked for its body (./smtp.ts), and as sent when the mail server has taken it:
 * the mail server takes a message only at its end (SMTP's final "."). A sender killed before the
 * first record leaves the message unfinished, so the mail server drops it and the next try
 * (after the claim runs out) sends it; killed between the two, the message is uncertain and
 * nobody sends it again; after, it is sent. Were the first record written after the mail
 * server's answer, a kill between the two would send it twice. If the mail server then refuses
 * the finished message, the record says so: failed for good (5xx), or waiting for another try
 * (4xx: the mail server answered, so it did not take it).
 *
 * A failure that another try may mend (the mail server down, a timeout before the message's
 * end) throws, after marking the message as waiting, so that the job is retried.
 */
export async function deliverOnce(
  payload: Payload,
  message: EmailMessage,
  now = Date.now(),
): Promise<DeliveryOutcome> {
  const claimed = await claim(payload, message, now)
  if (!claimed) {
    const [row] = await queryRows<{ status: string }>(
      payload,
      (sql) => sql`SELECT status FROM ${sql.raw(TABLE)} WHERE key = ${message.key}`,
    )
    if (row?.status === 'uncertain') return 'uncertain'
    // Sent or failed for good: done. Anything else (being sent, or back to waiting since the
    // claim was tried) is another sender's for now: the next try looks again.
    return row?.status === 'sent' || row?.status === 'failed' ? 'already sent' : 'busy elsewhere'
  }
  let handedOver = false
  const record = async () => {
    await settle(payload, message.key, 'uncertain')
    handedOver = true
  }
  try {
    const address = payload.email.defaultFromAddress
    const from = `${payload.email.defaultFromName} <${address}>`
    if (hasMailServer()) {
      await transmit({ from: address, to: message.to }, await compose(message, from), record)
    } else {
      // No mail server: the message is logged (src/platform/payload/email.ts), then recorded.
      await payload.sendEmail(mailOptions(message, from))
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (isPermanent(error)) {
      await settle(payload, message.key, 'failed', reason)
      return 'failed'
    }
    // The message's end went out and no answer came back: it may have arrived.
    if (handedOver && !hasAnswer(error)) {
      await settle(payload, message.key, 'uncertain', reason)
      return 'uncertain'
    }
    await settle(payload, message.key, 'waiting', reason)
    throw error
  }
  await settle(payload, message.key, 'sent')
  return 'sent'
}
