import 'server-only'

import type { Pool } from 'pg'
import type { Payload } from 'payload'

/** Payload's PostgreSQL pool; undefined on SQLite. */
export function poolOf(payload: Payload): Pool | undefined {
  return (payload.db as unknown as { pool?: Pool }).pool
}

/**
 * A PostgreSQL restart ends every pooled connection with an error event on its client, and
 * an 'error' event without a listener is thrown as an uncaught exception.
 * - Idle clients: pg's pool re-emits the event on the pool; the pool's listener below only
 *   records it (the pool already drops the broken client).
 * - Checked-out clients (in a request's transaction, during a query or between two): the pool
 *   removes its own listener while a client is lent out, so one is lent with it. The query on
 *   that client fails, its request answers 503, and the release hands the broken client back
 *   to be dropped.
 * Every Payload instance of the app gets this through getPayloadClient (../payload.ts).
 */
export function watchDatabasePool(payload: Payload) {
  const pool = poolOf(payload)
  if (!pool || pool.listenerCount('error') > 0) return
  const record = (msg: string) => (error: Error & { code?: string }) =>
    payload.logger.warn({ msg, code: error.code, detail: error.message })
  pool.on('error', record('Idle database connection closed by the server; the pool replaces it'))
  const whileLent = record('Database connection lost while in use; its request fails')
  pool.on('acquire', (client) => client.on('error', whileLent))
  pool.on('release', (_error, client) => client.removeListener('error', whileLent))
}
