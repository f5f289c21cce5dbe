import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { lexicalToPlainText, toLexicalDocument } from '../../lib/richText'

/**
 * The privacy policy and terms become rich text (Lexical JSON). The stored text is converted
 * first, so nothing is lost: paragraphs stay paragraphs, heading-like lines become headings,
 * "-" lines become lists, addresses become links. Down turns the rich text back into plain
 * paragraphs.
 *
 * Plain SQL text (no `sql` tag), as in the other PostgreSQL migrations.
 */

const COLUMNS = ['privacy', 'terms'] as const

/** A string as an SQL literal (standard_conforming_strings: only quotes are doubled). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(`SELECT id, privacy, terms FROM "legal_pages"`)
  for (const row of rows as { id: number; privacy: string | null; terms: string | null }[]) {
    const sets = COLUMNS.map(
      (column) => `"${column}" = ${literal(JSON.stringify(toLexicalDocument(row[column] ?? '')))}`,
    )
    await db.execute(`UPDATE "legal_pages" SET ${sets.join(', ')} WHERE id = ${Number(row.id)}`)
  }
  await db.execute(`
   ALTER TABLE "legal_pages" ALTER COLUMN "privacy" SET DATA TYPE jsonb USING "privacy"::jsonb;
  ALTER TABLE "legal_pages" ALTER COLUMN "terms" SET DATA TYPE jsonb USING "terms"::jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const { rows } = await db.execute(`SELECT id, privacy, terms FROM "legal_pages"`)
  await db.execute(`
   ALTER TABLE "legal_pages" ALTER COLUMN "privacy" SET DATA TYPE varchar USING "privacy"::text;
  ALTER TABLE "legal_pages" ALTER COLUMN "terms" SET DATA TYPE varchar USING "terms"::text;`)
  for (const row of rows as { id: number; privacy: unknown; terms: unknown }[]) {
    const sets = COLUMNS.map(
      (column) => `"${column}" = ${literal(lexicalToPlainText(row[column]))}`,
    )
    await db.execute(`UPDATE "legal_pages" SET ${sets.join(', ')} WHERE id = ${Number(row.id)}`)
  }
}
