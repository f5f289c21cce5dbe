import 'server-only'

import type { Payload } from 'payload'

import { stopJobsRunner } from '../jobs/runner'
import { getPayloadClient } from '../payload/client'
import { poolOf } from './databasePool'

/** How long a shutdown may take after the signal before the process exits regardless. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000)
/**
 * How long closing the database may take once the HTTP server has drained. Idle clients
 * close in milliseconds; Payload's PostgreSQL adapter keeps one client checked out for its
 * reconnect watch and never releases it, so `pool.end()` only settles by this timeout.
 */
const CLOSE_DATABASE_TIMEOUT_MS = 1_000

type Logger = Pick<Payload['logger'], 'info' | 'warn' | 'error'>

let payloadStarted: Promise<Payload> | undefined
let shuttingDown = false

/** True once SIGTERM/SIGINT arrived: health answers 503 so a load balancer stops routing here. */
export const isShuttingDown = () => shuttingDown

/** Starts Payload (migrations, seed) at boot rather than on the first request. */
export function startPayload(): Promise<Payload> {
  payloadStarted ??= getPayloadClient()
  payloadStarted.catch(() => {
    // The first request retries; getPayload forgets a failed start.
    payloadStarted = undefined
  })
  return payloadStarted
}

async function closeDatabase(logger: Logger) {
  if (!payloadStarted) return
  const payload = await payloadStarted.catch(() => undefined)
  if (!payload) return
  await stopJobsRunner()
  const pool = poolOf(payload)
  const client = (payload.db as unknown as { client?: { close?: () => void } }).client
  const closing = (async () => {
    if (pool) await pool.end()
    else client?.close?.()
    await payload.destroy()
  })()
  const timedOut = await Promise.race([
    closing.then(() => false),
    new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(true), CLOSE_DATABASE_TIMEOUT_MS).unref(),
    ),
  ]).catch((error: unknown) => {
    logger.warn({ msg: 'Closing the database failed', err: error })
    return false
  })
  if (timedOut)
    logger.info({ msg: 'Database pool closed; its reconnect-watch client ends with the process' })
}

/**
 * Graceful stop on SIGTERM/SIGINT. The HTTP server belongs to `next start` (or `next dev`)
 * or to the production server, src/platform/http/start.mjs: on the signal each stops
 * accepting connections, waits for in-flight requests to finish, then calls
 * `process.exit(143)` (130 for SIGINT). We hook that exit: once the server has drained, the
 * database pool is closed and the process exits 0 (a requested stop is not a failure). A
 * stop that hangs (a request that never ends) is cut at SHUTDOWN_TIMEOUT_MS.
 *
 * Replacing `process.exit` is the only way to run an asynchronous step after the drain.
 * Next 16 documents no shutdown hook for the App Router: instrumentation exports only
 * `register` and `onRequestError`; its one documented shutdown setting,
 * `NEXT_MANUAL_SIG_HANDLE` (a Pages Router `_document` recipe), makes `next start` install
 * no signal handler at all, so nothing would drain the server, which app code cannot reach.
 * Node's `process.on('exit')` listeners must be synchronous (closing a pool is not), and
 * `beforeExit` is not emitted when the process ends through `process.exit()`. The Payload
 * instance lives in Next's server bundle, out of reach of start.mjs, so that server ends
 * the same way as `next start` and this one hook serves both.
 */
export function installGracefulShutdown(logger: Logger = console) {
  const exit = process.exit.bind(process)
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    logger.info({ msg: `${signal}: finishing in-flight requests, then closing the database` })
    let exiting = false
    process.exit = ((code?: number | string | null) => {
      if (exiting) return undefined as never
      exiting = true
      const signalled = code === 143 || code === 130
      void closeDatabase(logger).finally(() => exit(signalled ? 0 : (code ?? 0)))
      return undefined as never
    }) as typeof process.exit
    setTimeout(() => {
      logger.warn({ msg: `Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting` })
      exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0)
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}
