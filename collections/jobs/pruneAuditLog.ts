import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { AUDIT_RETENTION_DAYS_DEFAULT } from '../../src/lib/contract/audit'
import { MAINTENANCE_QUEUE } from '../../src/platform/jobs/runner'

export { MAINTENANCE_QUEUE }

export const PRUNE_AUDIT_LOG_TASK = 'prune-audit-log'

/** The hour (UTC) of the daily run: 3 or 4 in the morning in Dallas. */
const PRUNE_HOUR_UTC = 9
const DAY_MS = 24 * 60 * 60 * 1000

/** How many days entries are kept: AUDIT_RETENTION_DAYS when it is a whole number from 1. */
export function auditRetentionDays(value = process.env.AUDIT_RETENTION_DAYS): number {
  const days = Number(value)
  return value && Number.isInteger(days) && days >= 1 ? days : AUDIT_RETENTION_DAYS_DEFAULT
}

/**
 * Deletes the audit entries older than the retention period, in one statement however many
 * there are (no entry is loaded), and without hooks: removing entries writes no entry.
 */
export async function pruneAuditLog(req: PayloadRequest, now = new Date()) {
  const cutoff = new Date(now.getTime() - auditRetentionDays() * DAY_MS).toISOString()
  const where = { createdAt: { less_than: cutoff } }
  const { totalDocs } = await req.payload.count({
    collection: 'audit-log',
    where,
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) await req.payload.db.deleteMany({ collection: 'audit-log', where, req })
  return { deleted: totalDocs, cutoff }
}

/** The next daily run after `now`. */
export function nextPruneAt(now = new Date()): Date {
  const today = new Date(now)
  today.setUTCHours(PRUNE_HOUR_UTC, 0, 0, 0)
  return today > now ? today : new Date(today.getTime() + DAY_MS)
}

/**
 * Queues the next daily run unless one is already waiting for it. Each run queues the next
 * as it starts, and each server's runner when it starts (./index.ts), so the chain outlives
 * a failed run and a server that was down. Two servers starting at once may queue the same
 * run twice; a second prune finds nothing to delete.
 *
 * Not Payload's own `schedule` option: that keeps its state in a global and a column of the
 * jobs table (`payload-jobs-stats`, `meta`) that the committed migrations do not create.
 */
export async function queueNextPrune(payload: Payload, now = new Date()) {
  const waitUntil = nextPruneAt(now)
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PRUNE_AUDIT_LOG_TASK } },
        { queue: { equals: MAINTENANCE_QUEUE } },
        { waitUntil: { greater_than_equal: waitUntil.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return null
  return payload.jobs.queue({
    task: PRUNE_AUDIT_LOG_TASK,
    queue: MAINTENANCE_QUEUE,
    input: {},
    waitUntil,
    overrideAccess: true,
  })
}

/** The audit log's retention: runs once a day in the maintenance queue. */
export const pruneAuditLogTask: TaskConfig<{
  input: Record<string, never>
  output: { deleted: number; cutoff: string }
}> = {
  slug: PRUNE_AUDIT_LOG_TASK,
  label: 'Prune the audit log',
  retries: 3,
  outputSchema: [
    { name: 'deleted', type: 'number', required: true },
    { name: 'cutoff', type: 'text', required: true },
  ],
  handler: async ({ req }) => {
    await queueNextPrune(req.payload)
    const output = await pruneAuditLog(req)
    req.payload.logger.info({ msg: 'audit log pruned', ...output })
    return { output }
  },
}
