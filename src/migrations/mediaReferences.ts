import fs from 'node:fs'
import path from 'node:path'

/**
 * Content fields that point at an upload, by table and column. They hold a server-relative
 * `/media/<name>` or an external URL.
 */
export const MEDIA_REFERENCES = [
  ['staff', 'photo'],
  ['gallery_images', 'src'],
  ['sermons', 'audio_url'],
] as const

const OWN_MEDIA_URL = /^https?:\/\/[^/]+(\/media\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*)$/

/**
 * The server-relative form of an absolute address of one of this site's uploads
 * (`http://localhost:3000/media/x.jpg` from before, or the site's old host), or null when the
 * address is not one: an upload is a file of the media folder or of a media document.
 */
export function portableMediaUrl(value: unknown, known: Set<string>): string | null {
  if (typeof value !== 'string') return null
  const match = OWN_MEDIA_URL.exec(value)
  if (!match) return null
  const name = match[1].slice('/media/'.length)
  // The media folder is the operator's (MEDIA_DIR), not a file of the build to trace.
  const mediaDir = path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR || 'media')
  return known.has(name) || fs.existsSync(/* turbopackIgnore: true */ path.join(mediaDir, name))
    ? match[1]
    : null
}

type Row = Record<string, unknown>

/**
 * Rewrites every stored absolute address of an own upload to `/media/<name>`, so that moving
 * the site to another host breaks no picture. `query` runs a SELECT, `run` a statement with
 * one text parameter and one id.
 */
export async function makeMediaReferencesPortable(
  query: (sql: string) => Promise<Row[]>,
  update: (table: string, column: string, value: string, id: unknown) => Promise<void>,
) {
  const known = new Set(
    (await query('SELECT filename FROM media')).map((row) => String(row.filename)),
  )
  for (const [table, column] of MEDIA_REFERENCES) {
    const rows = await query(
      `SELECT id, ${column} AS value FROM ${table} WHERE ${column} LIKE 'http%'`,
    )
    for (const row of rows) {
      const portable = portableMediaUrl(row.value, known)
      if (portable) await update(table, column, portable, row.id)
    }
  }
}
