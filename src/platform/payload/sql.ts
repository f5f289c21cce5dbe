import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/** Drizzle's `sql` template tag (each adapter ships its own copy of drizzle-orm). */
export type SqlTag = typeof postgresSql
type Query = ReturnType<SqlTag>

type PostgresDrizzle = { execute: (query: Query) => Promise<{ rows: Record<string, unknown>[] }> }
type SqliteDrizzle = { all: (query: Query) => Promise<Record<string, unknown>[]> }

export const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/**
 * Runs one SQL statement through the adapter's own drizzle instance and connection
 * pool, on PostgreSQL or SQLite alike. Build the statement with the tag handed in, so
 * that parameters are bound the way that database expects.
 */
export async function queryRows<Row>(
  payload: Payload,
  build: (sql: SqlTag, dialect: 'postgres' | 'sqlite') => Query,
): Promise<Row[]> {
  const db = payload.db as unknown as { drizzle: PostgresDrizzle & SqliteDrizzle }
  if (isPostgres(payload)) {
    const result = await db.drizzle.execute(build(postgresSql, 'postgres'))
    return result.rows as Row[]
  }
  return (await db.drizzle.all(build(sqliteSql as unknown as SqlTag, 'sqlite'))) as Row[]
}

type Sessions = Record<string, { db: PostgresDrizzle } | undefined>

/**
 * `queryRows` inside the transaction of a Local API request (`req.transactionID`, PostgreSQL),
 * for a statement that must see, or lock, what that write sees; outside one (SQLite, where
 * Payload uses no transactions, or a request without one), as `queryRows`.
 */
export async function queryRowsIn<Row>(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  build: (sql: SqlTag, dialect: 'postgres' | 'sqlite') => Query,
): Promise<Row[]> {
  const { payload } = req
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id ? (payload.db as unknown as { sessions?: Sessions }).sessions?.[id] : undefined
  if (!isPostgres(payload) || !session) return queryRows(payload, build)
  const result = await session.db.execute(build(postgresSql, 'postgres'))
  return result.rows as Row[]
}

/** Numbers come back as strings from PostgreSQL aggregates (numeric, bigint). */
export const toNumber = (value: unknown): number => (value === null ? 0 : Number(value) || 0)
