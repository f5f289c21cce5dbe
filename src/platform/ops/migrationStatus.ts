import 'server-only'

import type { Payload } from 'payload'

import { queryRows } from '../payload/sql'
import { databaseKind, migrationsFor } from '../payload/database'

export type MigrationStatus = { current: boolean; pending: string[] }

/**
 * Compares the migrations recorded in `payload_migrations` with the committed list of
 * the adapter in use. A committed migration not yet applied means this instance runs
 * code newer than its schema. Payload's `dev` marker row (schema push) is not a migration.
 */
export async function migrationStatus(payload: Payload): Promise<MigrationStatus> {
  const rows = await queryRows<{ name: string }>(
    payload,
    (sql) => sql`SELECT name FROM payload_migrations`,
  )
  const applied = new Set(rows.map((row) => row.name))
  const pending = migrationsFor(databaseKind())
    .map((migration) => migration.name)
    .filter((name) => !applied.has(name))
  return { current: pending.length === 0, pending }
}
