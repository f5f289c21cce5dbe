import type { Payload } from 'payload'

import { queryRows } from '../payload/sql'

/**
 * How long a job may go without its server's heartbeat before it is taken for stopped (its
 * server killed or gone mid-run): JOBS_STALLED_SECONDS, 30 by default. A server beats for each
 * job it runs every third of that (./runner.ts), so a job whose server died is taken over
 * within this time plus one look (below) and one run of the queue: well within a minute.
 */
export const STALLED_AFTER_MS = Math.max(1, Number(process.env.JOBS_STALLED_SECONDS) || 30) * 1000
/** How often a server marks the jobs it is running as still running. */
export const HEARTBEAT_MS = Math.max(250, Math.floor(STALLED_AFTER_MS / 3))
/** How often each server looks for stopped jobs. */
export const LOOK_EVERY_MS = Math.min(10_000, STALLED_AFTER_MS)

/**
 * Marks the jobs `ids` (the ones this server is running) as still running: their `updatedAt`
 * is the heartbeat. One UPDATE, whatever the number.
 */
export async function beat(payload: Payload, ids: (number | string)[], now = Date.now()) {
  if (ids.length === 0) return
  await queryRows(
    payload,
    (sql) => sql`UPDATE payload_jobs SET updated_at = ${new Date(now).toISOString()}
      WHERE processing = true AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
}

/**
 * Payload's queue marks a job `processing` while a runner has it and never lets go of one
 * whose server stopped mid-run: such a job would wait forever. Each server's runner releases
 * jobs whose heartbeat is older than STALLED_AFTER_MS, so that the next run takes them again
 * (one UPDATE; the jobs themselves make a second run harmless: an email is claimed before it
 * is sent, src/platform/mail/deliver.ts).
 */
export async function releaseStalledJobs(payload: Payload, now = Date.now()): Promise<number> {
  const before = new Date(now - STALLED_AFTER_MS).toISOString()
  const released = await queryRows<{ id: unknown }>(
    payload,
    (
      sql,
    ) => sql`UPDATE payload_jobs SET processing = false, updated_at = ${new Date(now).toISOString()}
      WHERE processing = true AND completed_at IS NULL AND updated_at < ${before}
      RETURNING id`,
  )
  if (released.length > 0) {
    payload.logger.warn({ msg: 'jobs stopped mid-run released', count: released.length })
  }
  return released.length
}
