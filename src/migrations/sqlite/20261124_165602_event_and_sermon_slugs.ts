import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { slugify } from '../../lib/slug'

/**
 * Events and sermons get a page each, addressed by a slug made from the title. Existing rows
 * get theirs here, oldest first, de-duplicated with -2, -3 …, before the unique index.
 */

async function fillSlugs(db: MigrateUpArgs['db'], table: 'events' | 'sermons', fallback: string) {
  const rows = (await db.all(sql`SELECT id, title FROM ${sql.identifier(table)} ORDER BY id`)) as {
    id: number
    title: string
  }[]
  const taken = new Set<string>()
  for (const row of rows) {
    const base = slugify(row.title ?? '', fallback)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET slug = ${slug} WHERE id = ${row.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`slug\` text;`)
  await fillSlugs(db, 'events', 'event')
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`sermons\` ADD \`slug\` text;`)
  await fillSlugs(db, 'sermons', 'sermon')
  await db.run(sql`CREATE UNIQUE INDEX \`sermons_slug_idx\` ON \`sermons\` (\`slug\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`events_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`sermons_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`sermons\` DROP COLUMN \`slug\`;`)
}
