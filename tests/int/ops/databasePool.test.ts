/**
 * A PostgreSQL restart ends every pooled connection, including one lent to a request that is
 * between two queries of its transaction. Such a connection's error must be recorded, not
 * thrown as an uncaught exception (which would end the server), and the broken connection
 * must leave the pool when it is handed back. On SQLite there is no pool to watch.
 */
import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

import { isPostgres } from '@/platform/payload/sql'

import { testPayload } from '../helpers'

let payload: Payload

beforeAll(async () => {
  // The app's own entry (getPayloadClient), which puts the watch on the pool.
  payload = await testPayload()
})

const poolOf = (p: Payload) => (p.db as unknown as { pool?: Pool }).pool

it('records the loss of a lent connection and drops it when it is handed back', async () => {
  const pool = poolOf(payload)
  if (!isPostgres(payload)) {
    expect(pool).toBeUndefined()
    return
  }
  expect(pool).toBeDefined()
  const warnings: string[] = []
  const logger = payload.logger as unknown as { warn: (entry: { msg?: string }) => void }
  const warn = logger.warn
  logger.warn = (entry) => {
    warnings.push(String(entry?.msg))
  }
  let lent: PoolClient | undefined
  try {
    lent = await pool!.connect()
    const { rows } = await lent.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    // What a restart does to a connection that has no query running: the server ends it.
    await pool!.query('SELECT pg_terminate_backend($1)', [rows[0].pid])
    for (let i = 0; i < 100 && !warnings.some((m) => m.includes('lost while in use')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(warnings).toContain('Database connection lost while in use; its request fails')
    await expect(lent.query('SELECT 1')).rejects.toThrow()
    const before = pool!.totalCount
    lent.release(new Error('connection lost'))
    lent = undefined
    expect(pool!.totalCount).toBe(before - 1)
    // The pool goes on serving with fresh connections.
    const { rows: ok } = await pool!.query<{ one: number }>('SELECT 1 AS one')
    expect(ok[0].one).toBe(1)
  } finally {
    lent?.release()
    logger.warn = warn
  }
})
