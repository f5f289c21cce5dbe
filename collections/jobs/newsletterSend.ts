import type { TaskConfig } from 'payload'

import { NEWSLETTER_SEND_TASK, sendNewsletterBatch } from '../../src/server/newsletter/send'

/**
 * One batch of a newsletter (src/server/newsletter/send.ts): queued when it is sent or
 * scheduled, each batch queueing the next until every subscriber's copy is settled. A batch
 * that throws (the database away) is tried again; a batch stopped mid-way (a server killed)
 * is picked up again (src/server/mail/stalledJobs.ts), and no copy goes out twice.
 */
export const newsletterSendTask: TaskConfig<{
  input: { newsletter: number | string }
  output: { outcome: string }
}> = {
  slug: NEWSLETTER_SEND_TASK,
  label: 'Send a newsletter batch',
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [{ name: 'newsletter', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({
    output: { outcome: await sendNewsletterBatch(req.payload, input.newsletter) },
  }),
}
