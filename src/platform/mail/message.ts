import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

/** One email, as the send-email job carries it. */
export type EmailMessage = {
  /** What the message is, unique: the job sends a message with a given key at most once. */
  key: string
  to: string
  subject: string
  text: string
  html?: string
  /** Extra header lines (e.g. List-Unsubscribe). */
  headers?: Record<string, string>
  /** Files, their content as base64 (job input is JSON). */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string }[]
}

export const SEND_EMAIL_TASK = 'send-email'
/** One batch of a newsletter (src/server/newsletter/send.ts). */
export const NEWSLETTER_SEND_TASK = 'newsletter-send'

/**
 * Queues an email: a job of Payload's Jobs Queue (collections/jobs/sendEmail.ts) that the
 * runner in every server sends, retries while the mail server cannot take it, and sends once.
 * Pass the request of a write (`req`) to queue it in that write's transaction: the email then
 * exists exactly when the write does. Returns the job's id.
 */
export async function queueEmail(
  payload: Payload,
  message: Omit<EmailMessage, 'key'> & { key?: string },
  options: { req?: Partial<PayloadRequest>; waitUntil?: Date } = {},
): Promise<number | string> {
  const job = await payload.jobs.queue({
    task: SEND_EMAIL_TASK,
    input: { ...message, key: message.key ?? randomUUID() },
    ...(options.req ? { req: options.req as PayloadRequest } : {}),
    ...(options.waitUntil ? { waitUntil: options.waitUntil } : {}),
  } as never)
  return (job as { id: number | string }).id
}
