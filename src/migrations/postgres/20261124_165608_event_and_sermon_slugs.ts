import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { slugify } from '../../lib/slug'

/**
 * Events and sermons get a page each, addressed by a slug made from the title. Existing rows
 * get theirs here, oldest first, de-duplicated with -2, -3 …, before the unique index.
 *
 * Plain SQL text (no `sql` tag), as in the other PostgreSQL migrations.
 */

async function fillSlugs(db: MigrateUpArgs['db'], table: 'events' | 'sermons', fallback: string) {
  const { rows } = await db.execute(`SELECT id, title FROM "${table}" ORDER BY id`)
  const taken = new Set<string>()
  for (const row of rows as { id: number; title: string }[]) {
    const base = slugify(row.title ?? '', fallback)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    // A slug is only [a-z0-9-] and an id a number, so both are safe as literals.
    await db.execute(`UPDATE "${table}" SET slug = '${slug}' WHERE id = ${Number(row.id)}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
   ALTER TABLE "events" ADD COLUMN "slug" varchar;
  ALTER TABLE "sermons" ADD COLUMN "slug" varchar;`)
  await fillSlugs(db, 'events', 'event')
  await fillSlugs(db, 'sermons', 'sermon')
  await db.execute(`
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE UNIQUE INDEX "sermons_slug_idx" ON "sermons" USING btree ("slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`
   DROP INDEX "events_slug_idx";
  DROP INDEX "sermons_slug_idx";
  ALTER TABLE "events" DROP COLUMN "slug";
  ALTER TABLE "sermons" DROP COLUMN "slug";`)
}
