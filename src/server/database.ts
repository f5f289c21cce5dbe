import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

export const DEFAULT_SQLITE_URL = 'file:./data/church.db'

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
  const migrationDir = path.resolve(process.cwd(), 'src/migrations', databaseKind(url))
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
  const fileUrl = url && url.startsWith('file:') ? url : DEFAULT_SQLITE_URL
  const file = fileUrl.slice('file:'.length)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: fileUrl },
    push: false,
    migrationDir,
    busyTimeout: 5_000,
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
  })
}
