import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { STARTING_NOTES } from '../serviceTimeNotes'

/** A line under each service on the Services page; the starting services get theirs. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_times_times\` ADD \`note\` text;`)
  for (const [service, note] of STARTING_NOTES) {
    await db.run(
      sql`UPDATE \`service_times_times\` SET \`note\` = ${note} WHERE \`service\` = ${service}`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`service_times_times\` DROP COLUMN \`note\`;`)
}
