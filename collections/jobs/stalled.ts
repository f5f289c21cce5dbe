import type { Payload } from 'payload'

import { queryRows } from '../../src/server/data/sql'

/**
 * How long a job may run before it is taken for stopped (its server killed or gone mid-run).
 * Longer than any job of the site: a newsletter batch stops taking copies when its window ends,
 * and an SMTP exchange gives up within two minutes (src/payload/email.ts).
 */
export const STALLED_AFTER_MS = Math.max(1, Number(process.env.JOBS_STALLED_SECONDS) || 600) * 1000
/** How often each server looks for stopped jobs. */
const LOOK_EVERY_MS = Math.min(60_000, STALLED_AFTER_MS)

let lastLook = 0

/**
 * Payload's queue marks a job `processing` while a runner has it and never lets go of one
 * whose server stopped mid-run: such a job would wait forever. Each server's runner releases
 * jobs that have been processing for longer than STALLED_AFTER_MS, so that the next run takes
 * them again (one UPDATE; the jobs themselves make a second run harmless: an email is claimed
 * before it is sent, src/server/mail/deliver.ts).
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

/** The runner's check before each run (`shouldAutoRun`): releases stopped jobs now and then. */
export async function beforeAutoRun(payload: Payload): Promise<boolean> {
  const now = Date.now()
  if (now - lastLook >= LOOK_EVERY_MS) {
    lastLook = now
    try {
      await releaseStalledJobs(payload, now)
    } catch (error) {
      payload.logger.warn({ msg: 'stopped jobs could not be released', err: error })
    }
  }
  return true
}
