import type { TaskConfig } from 'payload'

import { NEWSLETTER_SEND_TASK } from '../../src/platform/mail/message'

/**
 * One batch of a newsletter (src/server/newsletter/send.ts): queued when it is sent or
 * scheduled, each batch queueing the next until every subscriber's copy is settled. A batch
 * that throws (the database away) is tried again; a batch stopped mid-way (a server killed)
 * is run again once it is released (./stalled.ts), and no copy goes out twice.
 *
 * The sender (and the email renderer under it) is loaded when a batch runs, not with the
 * configuration, which the schema tools load with plain Node.
 */
export const newsletterSendTask: TaskConfig<{
  input: { newsletter: string }
  output: { outcome: string }
}> = {
  slug: NEWSLETTER_SEND_TASK,
  label: 'Send a newsletter batch',
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [{ name: 'newsletter', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const { sendNewsletterBatch } = await import('../../src/server/newsletter/send')
    return { output: { outcome: await sendNewsletterBatch(req.payload, input.newsletter) } }
  },
}
