import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The email size of every image (`sizes.email`, a 600 px JPEG): pictures in newsletters show
 * in mail programs without WebP. Images uploaded before have none; emails use their WebP size.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_email_filename\` text;`)
  await db.run(
    sql`CREATE INDEX \`media_sizes_email_sizes_email_filename_idx\` ON \`media\` (\`sizes_email_filename\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`media_sizes_email_sizes_email_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_email_filename\`;`)
}
