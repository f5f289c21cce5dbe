/**
 * The backup archive: one .tar.gz holding the database (pg_dump custom format, or a SQLite
 * copy made with VACUUM INTO), the media folder and a manifest with every file's SHA-256.
 * Used by scripts/backup.ts and scripts/restore.ts; kept free of Payload so they start fast.
 */
import 'server-only'

import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const MANIFEST = 'manifest.json'
export const POSTGRES_DUMP = 'database.dump'
export const SQLITE_COPY = 'database.sqlite'
export const MEDIA_FOLDER = 'media'

export type DatabaseKind = 'postgres' | 'sqlite'

export type Manifest = {
  format: 1
  kind: DatabaseKind
  createdAt: string
  database: string
  /** Archive-relative path -> SHA-256 (hex), the manifest itself excepted. */
  files: Record<string, string>
}

/** Same rule as src/platform/payload/database.ts: a postgres:// URL is PostgreSQL, anything else SQLite. */
export function kindOf(url: string | undefined): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The SQLite file of a `file:` URL (default data/church.db, as the app uses). */
export function sqliteFile(url: string | undefined): string {
  const fileUrl = url && url.startsWith('file:') ? url : 'file:./data/church.db'
  return path.resolve(fileUrl.slice('file:'.length))
}

/** The media folder: MEDIA_DIR, else ./media (collections/Media.ts). */
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR || 'media')

export function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(`${command} ${args[0]} failed (${result.status}): ${result.stderr.trim()}`)
  }
  return result.stdout
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex')
}

/** Every regular file under `root`, as POSIX paths relative to `base`. */
export function listFiles(root: string, base = root): string[] {
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(root, entry.name)
      if (entry.isDirectory()) return listFiles(full, base)
      return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []
    })
    .sort()
}

export function hashFiles(root: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(root).map((file) => [file, sha256(path.join(root, ...file.split('/')))]),
  )
}

export const timestamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-')
