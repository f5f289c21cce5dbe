import type { Config, Field } from 'payload'

import { hiddenUnless, isAdmin } from '../../src/platform/access'
import { newsletterSendTask } from './newsletterSend'
import { newsletterSubscribeTask } from './newsletterSubscribe'
import type { RecurringJob } from '../../src/platform/jobs/runner'
import {
  prayedNoteTask,
  prayerDigestTask,
  queueNextDigest,
} from '../../src/features/prayer/jobs/prayerWall'
import { pruneAuditLogTask, queueNextPrune } from './pruneAuditLog'
import { queueNextReminders, registrationRemindersTask } from './registrationReminders'
import { sendEmailTask } from './sendEmail'

/**
 * Payload's Jobs Queue: the site's background work (every email, newsletter subscriptions) as jobs in the database,
 * run by a runner inside every server (./runner.ts, started by src/platform/payload/client.ts in a
 * running Next server, `npm run dev` included, never in `next build`, scripts or tests).
 * Daily work (the audit log's retention, the prayer team's digest) and the hourly reminders of
 * tomorrow's event registrations wait in a queue of their own, looked at once a minute; each
 * run queues the next, and a starting runner queues it when none waits.
 * Jobs are shown to administrators in /cms (Settings → Jobs) while they wait or after they
 * failed, without what they carry (an email's text may hold a password-reset link or a
 * prayer request); a finished job is deleted, its email kept as a row of Emails sent.
 */
/** The jobs that queue their next run; each server's runner queues them when none waits. */
export const recurringJobs: RecurringJob[] = [
  { what: 'the audit log prune', queueNext: queueNextPrune },
  { what: "the prayer team's digest", queueNext: queueNextDigest },
  { what: 'the registration reminders', queueNext: queueNextReminders },
]

/** What a job carries (its input, and each task's input and output in its log) is the server's. */
const CARRIED = new Set(['input', 'output'])
const never = () => false
const serverOnly = { read: never, create: never, update: never }

function withoutPayload(field: Field): Field {
  if (!('name' in field)) return field
  if (CARRIED.has(field.name)) return { ...field, access: serverOnly } as Field
  if (field.type === 'array' && field.name === 'log') {
    return { ...field, fields: field.fields.map(withoutPayload) }
  }
  return field
}

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
  deleteJobOnComplete: true,
  // Jobs are run by each server's runner alone (./runner.ts), never on a person's request.
  access: { run: never, queue: isAdmin, cancel: isAdmin },
  // Administrators see the jobs in /cms and try a failed one again (./tryAgain.ts); what they
  // change there is in the audit log. Those hooks are added once Payload has built the
  // collection (collections/payloadCollections.ts): hooks returned here would make Payload warn
  // at every start that the queue's own writes skip them, which they are meant to.
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    fields: defaultJobsCollection.fields.map(withoutPayload),
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
