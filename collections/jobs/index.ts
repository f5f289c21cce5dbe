import type { Config } from 'payload'

import { hiddenUnless, isAdmin } from '../../src/access'
import { newsletterSendTask } from './newsletterSend'
import { newsletterSubscribeTask } from './newsletterSubscribe'
import { prayedNoteTask, prayerDigestTask, queueNextDigest } from './prayerWall'
import { MAINTENANCE_QUEUE, pruneAuditLogTask, queueNextPrune } from './pruneAuditLog'
import { queueNextReminders, registrationRemindersTask } from './registrationReminders'
import { sendEmailTask } from './sendEmail'
import { beforeAutoRun } from './stalled'

/** How often the runner in each server looks for jobs that are due. */
const RUN_EVERY_SECONDS = Math.max(1, Number(process.env.JOBS_RUN_EVERY_SECONDS ?? 5))

/**
 * Payload's Jobs Queue: the site's background work (every email, newsletter subscriptions) as jobs in the database,
 * run by a runner inside every server (`autoRun`, started by src/server/payload.ts in a
 * running Next server, `npm run dev` included, never in `next build`, scripts or tests).
 * Daily work (the audit log's retention, the prayer team's digest) and the hourly reminders of
 * tomorrow's event registrations wait in a queue of their own, run once an hour; each run
 * queues the next, and a starting runner queues it when none waits.
 * Jobs are shown to administrators in /cms (Settings → Jobs) while they wait or after they
 * failed; a finished job is deleted, its email kept as a row of Emails sent.
 */
export const jobs: NonNullable<Config['jobs']> = {
  tasks: [
    sendEmailTask,
    newsletterSubscribeTask,
    newsletterSendTask,
    pruneAuditLogTask,
    prayedNoteTask,
    prayerDigestTask,
    registrationRemindersTask,
  ],
  autoRun: async (payload) => {
    try {
      await queueNextPrune(payload)
    } catch (error) {
      // The runner starts all the same; the next start tries again.
      payload.logger.warn({ msg: 'the audit log prune could not be queued', err: error })
    }
    try {
      await queueNextDigest(payload)
    } catch (error) {
      payload.logger.warn({ msg: "the prayer team's digest could not be queued", err: error })
    }
    try {
      await queueNextReminders(payload)
    } catch (error) {
      payload.logger.warn({ msg: 'the registration reminders could not be queued', err: error })
    }
    return [
      {
        cron: `*/${RUN_EVERY_SECONDS} * * * * *`,
        queue: 'default',
        limit: 20,
        // Payload's own failure log holds the job's input (an email's text: a prayer request);
        // each task logs its failures itself, without it (see sendEmail.ts).
        silent: true,
      },
      { cron: '0 5 * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    ]
  },
  // Releases jobs whose server stopped mid-run (./stalled.ts).
  shouldAutoRun: beforeAutoRun,
  deleteJobOnComplete: true,
  access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  // Administrators see the jobs in /cms and try a failed one again (./tryAgain.ts); what they
  // change there is in the audit log. Those hooks are added once Payload has built the
  // collection (collections/payloadCollections.ts): hooks returned here would make Payload warn
  // at every start that the queue's own writes skip them, which they are meant to.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Settings',
      hidden: hiddenUnless('administration'),
      defaultColumns: ['taskSlug', 'queue', 'totalTried', 'hasError', 'waitUntil', 'createdAt'],
    },
    // The job log is the server's: administrators read it and try a failed job again.
    access: { read: isAdmin, update: isAdmin, delete: () => false, create: () => false },
  }),
}
