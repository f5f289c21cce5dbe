import type { Payload } from 'payload'

import { CONTENT_CHANNEL, CONTENT_EVERYTHING } from '../../platform/cache/channel.mjs'
import { isPostgres, queryRows } from '@/platform/payload/sql'

/**
 * Announces that the whole content was replaced (a reseed): every server expires its whole
 * cache (src/platform/cache/nextCache.mjs, whose watch hears it): on PostgreSQL through
 * `NOTIFY church_content, '*'`, on SQLite by bumping the file's `user_version`. The restore
 * script does the same from outside the app (scripts/restore.ts).
 */
export async function announceContentReplaced(payload: Payload): Promise<void> {
  if (isPostgres(payload)) {
    await queryRows(
      payload,
      (sql) => sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${CONTENT_EVERYTHING})`,
    )
    return
  }
  const [row] = await queryRows<{ user_version: number }>(
    payload,
    (sql) => sql`PRAGMA user_version`,
  )
  const next = (Number(row?.user_version) || 0) + 1
  await queryRows(payload, (sql) => sql.raw(`PRAGMA user_version = ${next}`))
}
