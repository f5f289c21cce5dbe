import type { Payload, TaskConfig } from 'payload'

import { nextReminderRun, sendReminders } from '../../src/server/registrations/reminders'
import { MAINTENANCE_QUEUE } from './pruneAuditLog'

export const REGISTRATION_REMINDERS_TASK = 'registration-reminders'

/**
 * Queues the next reminder run unless one is already waiting for it: each run queues the next
 * as it starts, and each server's runner when it starts (./index.ts), as the audit log's prune
 * does (./pruneAuditLog.ts). Should two servers queue the same hour twice, each reminder still
 * goes out once (src/server/registrations/reminders.ts).
 */
export async function queueNextReminders(payload: Payload, now = new Date()) {
  const waitUntil = nextReminderRun(now)
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REGISTRATION_REMINDERS_TASK } },
        { queue: { equals: MAINTENANCE_QUEUE } },
        { waitUntil: { greater_than_equal: waitUntil.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return null
  return payload.jobs.queue({
    task: REGISTRATION_REMINDERS_TASK,
    queue: MAINTENANCE_QUEUE,
    input: {},
    waitUntil,
    overrideAccess: true,
  })
}

/** The day-before reminders of event registrations: run every hour of the day in Dallas. */
export const registrationRemindersTask: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: REGISTRATION_REMINDERS_TASK,
  label: 'Remind registrations of tomorrow’s events',
  retries: 3,
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  handler: async ({ req }) => {
    await queueNextReminders(req.payload)
    return { output: { queued: await sendReminders(req) } }
  },
}
