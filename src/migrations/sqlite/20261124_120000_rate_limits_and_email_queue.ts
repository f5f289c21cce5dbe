import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Two tables of the site's own, outside Payload's collections (so no snapshot `.json`):
 * the rate-limit counters (src/platform/api/rateLimit.ts) and the email queue
 * (src/server/email.ts). A table that exists already is kept: sites that ran an earlier version
 * have them, with these same columns.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('api_rate_limits', 'email_queue')`,
  )
  const existing = new Set(rows.map((row) => row.name))
  if (!existing.has('api_rate_limits')) {
    await db.run(sql`CREATE TABLE \`api_rate_limits\` (
  	\`rl_key\` VARCHAR(255) PRIMARY KEY,
  	\`points\` INTEGER NOT NULL,
  	\`expire\` BIGINT
  );`)
  }
  if (!existing.has('email_queue')) {
    await db.run(sql`CREATE TABLE \`email_queue\` (
  	\`id\` INTEGER PRIMARY KEY AUTOINCREMENT,
  	\`recipient\` VARCHAR(320) NOT NULL,
  	\`subject\` VARCHAR(400) NOT NULL,
  	\`body\` TEXT NOT NULL,
  	\`attempts\` INTEGER NOT NULL DEFAULT 0,
  	\`next_attempt_at\` BIGINT NOT NULL,
  	\`created_at\` BIGINT NOT NULL
  );`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`email_queue\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`api_rate_limits\`;`)
}
