import type { TaskConfig } from 'payload'

import { deliverOnce } from '../../src/platform/mail/deliver'
import { type EmailMessage, SEND_EMAIL_TASK } from '../../src/platform/mail/message'

/** Seconds between two tries of a message the mail server could not take. */
export const EMAIL_RETRY_SECONDS = Number(process.env.EMAIL_RETRY_SECONDS ?? 30)
/** Tries before a message is left as failed in /cms (a day at the default pace). */
const EMAIL_ATTEMPTS = Number(process.env.EMAIL_ATTEMPTS ?? 2880)

/**
 * Every email the site sends is one job of this task (src/platform/mail/message.ts,
 * `queueEmail`): run by the runner in every server, retried every EMAIL_RETRY_SECONDS while
 * the mail server cannot take it, and sent once (src/platform/mail/deliver.ts), whichever
 * server runs it and however many times.
 */
export const sendEmailTask: TaskConfig<{ input: EmailMessage; output: { outcome: string } }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send an email',
  retries: {
    attempts: EMAIL_ATTEMPTS,
    backoff: { type: 'fixed', delay: EMAIL_RETRY_SECONDS * 1000 },
  },
  inputSchema: [
    { name: 'key', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'headers', type: 'json' },
    { name: 'attachments', type: 'json' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, job, req }) => {
    try {
      const outcome = await deliverOnce(req.payload, input)
      // Another server is sending it right now: look again at the next try.
      if (outcome === 'busy elsewhere') throw new Error('Another server is sending this email')
      if (outcome === 'failed') {
        req.payload.logger.warn({
          msg: 'email refused by the mail server',
          job: job.id,
          key: input.key,
        })
      }
      if (outcome === 'uncertain') {
        // Its sender stopped as it went out: never sent again by itself (Emails sent shows it).
        req.payload.logger.warn({ msg: 'email may not have arrived', job: job.id, key: input.key })
      }
      return { output: { outcome } }
    } catch (error) {
      // Never the message itself: it may hold a prayer request.
      req.payload.logger.warn({
        msg: 'email not sent; it will be tried again',
        job: job.id,
        key: input.key,
        reason: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
  },
}
