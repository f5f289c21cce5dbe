import type { TaskConfig } from 'payload'

import {
  processSubscription,
  SUBSCRIBE_TASK,
  type SubscriptionRequest,
} from '../../src/server/newsletter/subscription'

/**
 * The work of one newsletter subscribe request (src/server/newsletter/subscription.ts): the
 * subscriber stored or made pending again, and its confirmation email queued. The request
 * only queues this job, so its answer and its time are the same for every address.
 */
export const newsletterSubscribeTask: TaskConfig<{
  input: SubscriptionRequest
  output: { outcome: string }
}> = {
  slug: SUBSCRIBE_TASK,
  label: 'Newsletter subscription',
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 2_000 } },
  inputSchema: [
    { name: 'first_name', type: 'text', required: true },
    { name: 'last_name', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'origin', type: 'text', required: true },
    // The requester's address, for the audit entry of the subscriber's write.
    { name: 'client', type: 'text' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, job, req }) => {
    try {
      return { output: { outcome: await processSubscription(req.payload, input) } }
    } catch (error) {
      req.payload.logger.warn({
        msg: 'newsletter subscription not processed; it will be tried again',
        job: job.id,
        reason: error instanceof Error ? error.message : String(error),
      })
      throw error
    }
  },
}
