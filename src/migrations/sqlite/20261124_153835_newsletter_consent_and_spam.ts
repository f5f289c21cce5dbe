import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Newsletter double opt-in and the Spam folder.
 *
 * - Subscribers get `status` (pending, active, inactive) in place of the `is_active` checkbox:
 *   a subscriber who was active stays active, one who had unsubscribed is inactive.
 * - The email queue keeps each message's extra headers (JSON), e.g. List-Unsubscribe on the
 *   newsletter's emails.
 * - `spam` as a status of prayer requests and contact messages needs no change here: SQLite
 *   stores select values as text.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_is_active_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(
    sql`UPDATE \`subscribers\` SET \`status\` = CASE WHEN \`is_active\` = 0 THEN 'inactive' ELSE 'active' END;`,
  )
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`is_active\`;`)
  await db.run(sql`ALTER TABLE \`email_queue\` ADD \`headers\` TEXT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`email_queue\` DROP COLUMN \`headers\`;`)
  await db.run(sql`DROP INDEX \`subscribers_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`is_active\` integer DEFAULT true;`)
  await db.run(
    sql`UPDATE \`subscribers\` SET \`is_active\` = CASE WHEN \`status\` = 'active' THEN 1 ELSE 0 END;`,
  )
  await db.run(sql`CREATE INDEX \`subscribers_is_active_idx\` ON \`subscribers\` (\`is_active\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`status\`;`)
  // Spam goes back to the statuses that existed before it.
  await db.run(
    sql`UPDATE \`prayer_requests\` SET \`status\` = 'pending' WHERE \`status\` = 'spam';`,
  )
  await db.run(
    sql`UPDATE \`contact_submissions\` SET \`status\` = 'new' WHERE \`status\` = 'spam';`,
  )
}
