import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

export const DEFAULT_SQLITE_URL = 'file:./data/church.db'

/**
 * The embedded database of development: `data/church.db`. A production server never picks a
 * database by itself (src/platform/payload/requiredSettings.mjs stops it first); should one get
 * here, it stops rather than serve whatever file lies beside it.
 */
function defaultSqliteUrl() {
  if (
    process.env.NODE_ENV === 'production' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    throw new Error('DATABASE_URL must be set in production')
  }
  return DEFAULT_SQLITE_URL
}

export type DatabaseKind = 'postgres' | 'sqlite'

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The migrations of the adapter in use; applied at every start, see `prepareDatabase`. */
export function migrationsFor(kind: DatabaseKind) {
  return kind === 'postgres' ? postgresMigrations : sqliteMigrations
}

/**
 * One place decides the database: PostgreSQL for a `postgres://` URL, otherwise SQLite
 * in a file (created on first start). The schema only ever comes from the committed
 * migrations (`push: false`), so dev and production share one path and nothing prompts.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  // Only `migrate:create` writes here; the server runs the migrations it was built with.
  const migrationDir = path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    'src/migrations',
    databaseKind(url),
  )
  if (databaseKind(url) === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: url,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
      },
      push: false,
      migrationDir,
    })
  }
  const fileUrl = url && url.startsWith('file:') ? url : defaultSqliteUrl()
  const file = fileUrl.slice('file:'.length)
  // The build opens no database (src/platform/payload/client.ts): nothing to create for it.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    fs.mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ file)), { recursive: true })
  }
  return sqliteAdapter({
    client: { url: fileUrl },
    push: false,
    migrationDir,
    // AUTOINCREMENT: an id, once given, is never given again, even after its row is deleted
    // (without it SQLite hands out the highest rowid again), so nothing that still names a
    // deleted row's id (prayer day marks, audit entries) attaches to a new one.
    autoIncrement: true,
    busyTimeout: 5_000,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
}
