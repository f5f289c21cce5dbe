import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { databaseKind, migrationsFor } from '@/platform/payload/database'

const LOCK_ID = 1961_0001
const STALE_LOCK_MS = 120_000

/**
 * Payload's `onInit`, at every start: applies the committed migrations, then seeds an empty
 * database. The seed (src/server/seed, with its demo content and pictures) is loaded only
 * then: a server whose database has content never loads it.
 * Several processes may start at once (build workers, app instances), so the work is
 * serialised with a PostgreSQL advisory lock or, for SQLite, a lock file.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  if (process.env.SKIP_PREPARE_DATABASE === 'true') return
  await withStartupLock(payload, async () => {
    await payload.db.migrate({ migrations: migrationsFor(databaseKind()) as never })
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs === 0 && process.env.SEED_ON_START !== 'false') {
      payload.logger.info('Empty database: seeding the default administrator and church content')
      const { seed } = await import('../server/seed')
      await seed(payload, { demo: process.env.SEED_DEMO !== 'false' })
    }
  })
}

async function withStartupLock(payload: Payload, work: () => Promise<void>) {
  if (databaseKind() === 'postgres') {
    const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID])
      await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined)
      client.release()
    }
    return
  }
  const lockFile = path.resolve('data/.startup.lock')
  fs.mkdirSync(path.dirname(lockFile), { recursive: true })
  const deadline = Date.now() + STALE_LOCK_MS
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      break
    } catch {
      const age =
        Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > STALE_LOCK_MS || Date.now() > deadline) fs.rmSync(lockFile, { force: true })
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    await work()
  } finally {
    fs.rmSync(lockFile, { force: true })
  }
}
