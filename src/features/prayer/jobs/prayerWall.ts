import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'

import { addDays, churchDate, startOfChurchDay } from '@/lib/churchClock'
import { queueEmail } from '@/platform/mail/message'
import { digestMessage, prayedNote } from '../server/notes'
import { MAINTENANCE_QUEUE } from '@/platform/jobs/runner'

/**
 * The prayer wall's background work: the note to a requester a week after their request went
 * up (when anyone prayed), and the prayer team's daily digest of the requests approved that day.
 * Both only queue emails (send-email jobs, keyed, so each goes out once).
 */

export const PRAYED_NOTE_TASK = 'prayer-wall-note'
export const PRAYER_DIGEST_TASK = 'prayer-team-digest'

/** The digest of a Dallas day goes out the next morning at this hour, Dallas time. */
const DIGEST_HOUR = 7
const HOUR_MS = 60 * 60 * 1000
/** The most requests one digest lists; any beyond are counted at its end. */
const DIGEST_LIMIT = 200

const churchName = async (req: PayloadRequest) =>
  (await req.payload.findGlobal({ slug: 'church-info', depth: 0, req })).name || 'our church'

/** "12 people prayed for your request", a week after it went up, if anyone prayed. */
export const prayedNoteTask: TaskConfig<{
  input: { request: number }
  output: { outcome: string }
}> = {
  slug: PRAYED_NOTE_TASK,
  label: 'Tell a requester how many prayed',
  retries: 3,
  inputSchema: [{ name: 'request', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const doc = await req.payload.findByID({
      collection: 'prayer-requests',
      id: input.request,
      depth: 0,
      disableErrors: true,
      req,
    })
    const note = doc ? prayedNote(doc, await churchName(req)) : null
    if (!note) return { output: { outcome: doc ? 'nothing to tell' : 'request deleted' } }
    await queueEmail(req.payload, note, { req })
    return { output: { outcome: 'note queued' } }
  },
}

/** When the digest of a Dallas day is sent: the next morning at DIGEST_HOUR. */
export const digestSendAt = (date: string) =>
  new Date(startOfChurchDay(addDays(date, 1)).getTime() + DIGEST_HOUR * HOUR_MS)

/** The next day whose digest is still to be sent at `now`: yesterday before 7 a.m., else today. */
export function nextDigestDay(now = new Date()): string {
  const yesterday = addDays(churchDate(now), -1)
  return digestSendAt(yesterday) > now ? yesterday : churchDate(now)
}

/**
 * Queues the next day's digest unless one is already waiting for it: each digest queues the
 * next as it starts, and each server's runner when it starts (./index.ts), as the audit log's
 * prune does (./pruneAuditLog.ts). Should two servers queue the same day twice, its emails
 * still go out once: each is keyed by the day and the person.
 */
export async function queueNextDigest(payload: Payload, now = new Date()) {
  const date = nextDigestDay(now)
  const waitUntil = digestSendAt(date)
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PRAYER_DIGEST_TASK } },
        { queue: { equals: MAINTENANCE_QUEUE } },
        { waitUntil: { greater_than_equal: waitUntil.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return null
  return payload.jobs.queue({
    task: PRAYER_DIGEST_TASK,
    queue: MAINTENANCE_QUEUE,
    input: { date },
    waitUntil,
    overrideAccess: true,
  })
}

/** Everyone of the prayer team with an active account and an email address. */
const PRAYER_TEAM: Where = {
  and: [
    { roles: { in: ['prayer_team'] } },
    { or: [{ active: { equals: true } }, { active: { exists: false } }] },
    { email: { exists: true } },
  ],
}

/**
 * The digest of the requests approved on a Dallas day (approved then, and still approved or
 * since completed), urgent ones first, queued to each of the prayer team; nothing when none
 * was approved. Returns how many emails were queued.
 */
export async function sendDigest(req: PayloadRequest, date: string) {
  const from = startOfChurchDay(date).toISOString()
  const to = startOfChurchDay(addDays(date, 1)).toISOString()
  const { docs, totalDocs } = await req.payload.find({
    collection: 'prayer-requests',
    where: {
      and: [
        { approved_at: { greater_than_equal: from } },
        { approved_at: { less_than: to } },
        { status: { in: ['approved', 'completed'] } },
      ],
    },
    sort: ['-is_urgent', 'approved_at', 'id'],
    limit: DIGEST_LIMIT,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return 0
  const team = await req.payload.find({
    collection: 'users',
    where: PRAYER_TEAM,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let queued = 0
  for (const person of team.docs) {
    if (!person.email) continue
    const message = digestMessage(date, docs, totalDocs, { id: person.id, email: person.email })
    await queueEmail(req.payload, message, { req })
    queued++
  }
  return queued
}

/** The prayer team's daily digest: runs once a day in the maintenance queue. */
export const prayerDigestTask: TaskConfig<{
  input: { date: string }
  output: { queued: number }
}> = {
  slug: PRAYER_DIGEST_TASK,
  label: "Send the prayer team's daily digest",
  retries: 3,
  inputSchema: [{ name: 'date', type: 'text', required: true }],
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await queueNextDigest(req.payload)
    return { output: { queued: await sendDigest(req, input.date) } }
  },
}
