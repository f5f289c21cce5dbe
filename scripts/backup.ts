/**
 * `npm run backup [-- FILE]`: writes one archive (default backups/church-<time>.tar.gz)
 * with the database of DATABASE_URL, the media folder (MEDIA_DIR, default ./media) and a
 * manifest of SHA-256 hashes. Safe while the site runs: pg_dump reads one consistent
 * snapshot, and SQLite's VACUUM INTO copies a consistent state through the database itself.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import {
  hashFiles,
  kindOf,
  MANIFEST,
  MEDIA_FOLDER,
  mediaDir,
  POSTGRES_DUMP,
  run,
  SQLITE_COPY,
  sqliteFile,
  timestamp,
  type Manifest,
} from '../src/platform/ops/backupArchive'

const url = process.env.DATABASE_URL
const kind = kindOf(url)
const output = path.resolve(process.argv[2] || path.join('backups', `church-${timestamp()}.tar.gz`))
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'church-backup-'))

try {
  let database: string
  if (kind === 'postgres') {
    database = POSTGRES_DUMP
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(staging, database)}`,
      url!,
    ])
  } else {
    database = SQLITE_COPY
    const source = sqliteFile(url)
    if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source}`)
    const client = createClient({ url: `file:${source}` })
    try {
      const target = path.join(staging, database).replaceAll("'", "''")
      await client.execute(`VACUUM INTO '${target}'`)
    } finally {
      client.close()
    }
  }
  const media = path.join(staging, MEDIA_FOLDER)
  if (fs.existsSync(mediaDir())) fs.cpSync(mediaDir(), media, { recursive: true })
  else fs.mkdirSync(media)

  const manifest: Manifest = {
    format: 1,
    kind,
    createdAt: new Date().toISOString(),
    database,
    files: hashFiles(staging),
  }
  fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))

  fs.mkdirSync(path.dirname(output), { recursive: true })
  const partial = `${output}.part`
  run('tar', ['-czf', partial, '-C', staging, MANIFEST, database, MEDIA_FOLDER])
  fs.renameSync(partial, output)
  const size = fs.statSync(output).size
  const mediaFiles = Object.keys(manifest.files).filter((f) => f.startsWith(`${MEDIA_FOLDER}/`))
  console.log(
    `backup written: ${output} (${kind}, ${mediaFiles.length} media files, ${(size / 1024).toFixed(0)} KiB)`,
  )
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
