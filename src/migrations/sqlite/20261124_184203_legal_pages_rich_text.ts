import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { lexicalToPlainText, toLexicalDocument } from '../../lib/richText'

/**
 * The privacy policy and terms become rich text (Lexical JSON, kept in the same text columns,
 * so the schema snapshot does not change). The stored text is converted, so nothing is lost:
 * paragraphs stay paragraphs, heading-like lines become headings, "-" lines become lists,
 * addresses become links. Down turns the rich text back into plain paragraphs.
 */

type Row = { id: number; privacy: string | null; terms: string | null }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<Row>(sql`SELECT id, privacy, terms FROM \`legal_pages\``)
  for (const row of rows) {
    const privacy = JSON.stringify(toLexicalDocument(row.privacy ?? ''))
    const terms = JSON.stringify(toLexicalDocument(row.terms ?? ''))
    await db.run(
      sql`UPDATE \`legal_pages\` SET \`privacy\` = ${privacy}, \`terms\` = ${terms} WHERE \`id\` = ${row.id}`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const rows = await db.all<Row>(sql`SELECT id, privacy, terms FROM \`legal_pages\``)
  const plain = (value: string | null) => lexicalToPlainText(toLexicalDocument(value ?? ''))
  for (const row of rows) {
    await db.run(
      sql`UPDATE \`legal_pages\` SET \`privacy\` = ${plain(row.privacy)}, \`terms\` = ${plain(row.terms)} WHERE \`id\` = ${row.id}`,
    )
  }
}
