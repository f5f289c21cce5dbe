import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Uncertain copies: the count, on each newsletter, of copies whose server stopped between
 * handing over the message's end and the mail server's answer (statuses are text here).
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletters\` ADD \`uncertain\` numeric DEFAULT 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletters\` DROP COLUMN \`uncertain\`;`)
}
