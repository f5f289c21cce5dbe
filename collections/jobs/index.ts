import type { Config } from 'payload'

import { isAdmin } from '../../src/access'
import { newsletterSubscribeTask } from './newsletterSubscribe'
import { sendEmailTask } from './sendEmail'

/** How often the runner in each server looks for jobs that are due. */
const RUN_EVERY_SECONDS = Math.max(1, Number(process.env.JOBS_RUN_EVERY_SECONDS ?? 5))

/**
 * Payload's Jobs Queue: the site's background work (every email, newsletter subscriptions) as jobs in the database,
 * run by a runner inside every server (`autoRun`, started by src/server/payload.ts in a
 * running Next server, `npm run dev` included, never in `next build`, scripts or tests).
 * Jobs are shown to administrators in /cms (Settings → Jobs) while they wait or after they
 * failed; a finished job is deleted, its email kept as a row of Emails sent.
 */
export const jobs: NonNullable<Config['jobs']> = {
  tasks: [sendEmailTask, newsletterSubscribeTask],
  autoRun: [
    {
      cron: `*/${RUN_EVERY_SECONDS} * * * * *`,
      queue: 'default',
      limit: 20,
      // Payload's own failure log holds the job's input (an email's text: a prayer request);
      // each task logs its failures itself, without it (see sendEmail.ts).
      silent: true,
    },
  ],
  deleteJobOnComplete: true,
  access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Settings',
      hidden: false,
      defaultColumns: ['taskSlug', 'queue', 'totalTried', 'hasError', 'waitUntil', 'createdAt'],
    },
    access: { read: isAdmin, update: isAdmin, delete: isAdmin, create: () => false },
  }),
}
