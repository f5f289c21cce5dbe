import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The prayer wall: a prayer request's wall fields (shown anonymously or not, on the wall, the
 * team's text and praise note, the count of prayers, when it went up, was approved and was
 * completed).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`anonymous\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`on_wall\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`public_message\` text;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`praise_note\` text;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`prayed_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`shared_at\` text;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`approved_at\` text;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` ADD \`completed_at\` text;`)
  await db.run(
    sql`CREATE INDEX \`prayer_requests_shared_at_idx\` ON \`prayer_requests\` (\`shared_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`prayer_requests_approved_at_idx\` ON \`prayer_requests\` (\`approved_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`prayer_requests_completed_at_idx\` ON \`prayer_requests\` (\`completed_at\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`prayer_requests_shared_at_idx\`;`)
  await db.run(sql`DROP INDEX \`prayer_requests_approved_at_idx\`;`)
  await db.run(sql`DROP INDEX \`prayer_requests_completed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`anonymous\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`on_wall\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`public_message\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`praise_note\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`prayed_count\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`shared_at\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`approved_at\`;`)
  await db.run(sql`ALTER TABLE \`prayer_requests\` DROP COLUMN \`completed_at\`;`)
}
