import type { Payload } from 'payload'

import { queryRows } from '../payload/sql'
import { beat, HEARTBEAT_MS, LOOK_EVERY_MS, releaseStalledJobs } from './stalled'

/** The queue of the site's housekeeping (daily and hourly jobs), looked at once a minute. */
export const MAINTENANCE_QUEUE = 'maintenance'

/**
 * A job that queues its next run as it runs (a daily prune, an hourly reminder round), and the
 * queuing a starting runner does when none waits. The configuration names them
 * (`custom.recurringJobs`, payload.config.ts), so the runner knows no job of its own.
 */
export type RecurringJob = { what: string; queueNext: (payload: Payload) => Promise<unknown> }

const recurringJobsOf = (payload: Payload): RecurringJob[] =>
  (payload.config.custom?.recurringJobs as RecurringJob[] | undefined) ?? []

/** How often the runner in each server looks for jobs that are due. */
const RUN_EVERY_SECONDS = Math.max(1, Number(process.env.JOBS_RUN_EVERY_SECONDS ?? 5))

/** A queue and the pace its runner keeps. */
type Lane = {
  queue: string
  everyMs: number
  limit: number
  /** Payload's own failure log holds the job's input (an email's text: a prayer request). */
  silent: boolean
}

const LANES: Lane[] = [
  { queue: 'default', everyMs: RUN_EVERY_SECONDS * 1000, limit: 20, silent: true },
  // Housekeeping waits for its hour (each job's waitUntil); a look a minute finds it due.
  { queue: MAINTENANCE_QUEUE, everyMs: 60_000, limit: 5, silent: false },
]

type JobId = number | string

/**
 * Takes up to `limit` due jobs of `queue` for this server, in one statement: of two servers
 * asking at once, each job goes to one (PostgreSQL skips the rows another server is taking;
 * SQLite has one writer at a time). Payload's own `jobs.run` finds jobs, then marks them one
 * by one, so two servers could both take a job and run it twice.
 */
export async function claimDueJobs(
  payload: Payload,
  queue: string,
  limit: number,
  now = new Date(),
): Promise<JobId[]> {
  const at = now.toISOString()
  const rows = await queryRows<{ id: JobId }>(
    payload,
    (sql, dialect) => sql`UPDATE payload_jobs SET processing = true, updated_at = ${at}
      WHERE processing = false AND id IN (
        SELECT id FROM payload_jobs
        WHERE queue = ${queue} AND processing = false AND completed_at IS NULL
          AND (has_error IS NULL OR has_error = false)
          AND (wait_until IS NULL OR wait_until < ${at})
        ORDER BY created_at LIMIT ${limit}
        ${sql.raw(dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '')})
      RETURNING id`,
  )
  return rows.map((row) => row.id)
}

/**
 * The runner of the jobs queue inside every server (started with Payload in a running Next
 * server, src/platform/payload/client.ts; never in `next build`, scripts or tests, which run jobs when
 * they mean to). Each lane (queue) looks for due jobs at its pace, takes them for this server
 * (`claimDueJobs`) and has Payload run each (`jobs.runByID`: its retries, backoff and log).
 * While a job runs, its server beats for it (./stalled.ts); a job whose server stopped beating
 * is released after STALLED_AFTER_MS and taken by the next look of any server.
 */
export class JobsRunner {
  private readonly running = new Set<JobId>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly pending = new Set<Promise<unknown>>()
  private stopped = false
  private lastLook = 0

  constructor(private readonly payload: Payload) {}

  start() {
    void this.queueRecurring()
    for (const lane of LANES) this.schedule(() => this.runLane(lane), 0)
    this.every(HEARTBEAT_MS, () => beat(this.payload, [...this.running]))
    return this
  }

  /** Stops looking for jobs and waits (at most `waitMs`) for the ones running to finish. */
  async stop(waitMs = 5_000) {
    this.stopped = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
    ])
  }

  /** Each daily and hourly job queues the next as it runs; a starting runner queues it when none waits. */
  private async queueRecurring() {
    for (const { queueNext, what } of recurringJobsOf(this.payload)) {
      try {
        await queueNext(this.payload)
      } catch (error) {
        // The runner starts all the same; the next start tries again.
        this.payload.logger.warn({ msg: `${what} could not be queued`, err: error })
      }
    }
  }

  private schedule(task: () => Promise<unknown>, delayMs: number) {
    if (this.stopped) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      const run = task().finally(() => this.pending.delete(run))
      this.pending.add(run)
    }, delayMs)
    // Not unref'd: a runner keeps its process alive until it is stopped (a runner of its own).
    this.timers.add(timer)
  }

  private every(ms: number, task: () => Promise<unknown>) {
    const tick = async () => {
      try {
        await task()
      } catch (error) {
        this.payload.logger.warn({ msg: 'the jobs heartbeat failed', err: error })
      }
      this.schedule(tick, ms)
    }
    this.schedule(tick, ms)
  }

  private async runLane(lane: Lane) {
    try {
      const now = Date.now()
      if (now - this.lastLook >= LOOK_EVERY_MS) {
        this.lastLook = now
        await releaseStalledJobs(this.payload, now)
      }
      const ids = await claimDueJobs(this.payload, lane.queue, lane.limit)
      await Promise.all(ids.map((id) => this.runJob(id, lane)))
    } catch (error) {
      // The database away: the next look tries again.
      this.payload.logger.warn({ msg: 'the jobs queue could not be read', err: error })
    }
    this.schedule(() => this.runLane(lane), lane.everyMs)
  }

  private async runJob(id: JobId, lane: Lane) {
    this.running.add(id)
    try {
      await this.payload.jobs.runByID({ id, silent: lane.silent })
    } catch (error) {
      this.payload.logger.warn({ msg: 'a job could not be run', job: id, err: error })
    } finally {
      this.running.delete(id)
    }
  }
}

/**
 * The process's one runner, kept on the process (Next bundles a module once per kind of route,
 * so a module's own variable would start one runner per bundle).
 */
const RUNNER = Symbol.for('church.jobsRunner')
const processStore = globalThis as { [RUNNER]?: JobsRunner }

/** Starts this process's runner of the jobs queue, once. */
export function startJobsRunner(payload: Payload): JobsRunner {
  processStore[RUNNER] ??= new JobsRunner(payload).start()
  return processStore[RUNNER]
}

/** Stops this process's runner (a server shutting down). */
export async function stopJobsRunner() {
  const stopping = processStore[RUNNER]
  delete processStore[RUNNER]
  await stopping?.stop()
}
