/**
 * `npm run restore -- FILE`: brings back a backup made by `npm run backup`: the database
 * into DATABASE_URL (PostgreSQL: pg_restore --clean --if-exists in one transaction; SQLite:
 * the file replaced) and the media folder (MEDIA_DIR, default ./media) replaced. Every file
 * is checked against the manifest's hashes before anything is touched.
 *
 * Stop the site first: a running instance holds connections (PostgreSQL waits for their
 * locks) or an open SQLite file (its writes would land in the replaced file).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  hashFiles,
  kindOf,
  MANIFEST,
  MEDIA_FOLDER,
  mediaDir,
  run,
  sqliteFile,
  timestamp,
  type Manifest,
} from '../src/server/ops/backupArchive'

const archive = process.argv[2]
if (!archive) {
  console.error('usage: npm run restore -- backups/church-<time>.tar.gz')
  process.exit(2)
}
const url = process.env.DATABASE_URL
const kind = kindOf(url)
const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'church-restore-'))

try {
  run('tar', ['-xzf', path.resolve(archive), '-C', staging])
  const manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`)
  if (manifest.kind !== kind) {
    throw new Error(`the backup holds a ${manifest.kind} database; DATABASE_URL is ${kind}`)
  }
  const found = hashFiles(staging)
  delete found[MANIFEST]
  const expected = manifest.files
  const damaged = [...new Set([...Object.keys(found), ...Object.keys(expected)])].filter(
    (file) => found[file] !== expected[file],
  )
  if (damaged.length) throw new Error(`archive damaged: ${damaged.slice(0, 5).join(', ')}`)

  const database = path.join(staging, manifest.database)
  if (kind === 'postgres') {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      database,
    ])
  } else {
    const target = sqliteFile(url)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const incoming = `${target}.restore-${process.pid}`
    fs.copyFileSync(database, incoming)
    // Stale WAL/shared-memory files of the old database must not be replayed onto the copy.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
    fs.renameSync(incoming, target)
  }

  // Media: the new folder is put in place by renames, so a failure never leaves half of it.
  const media = mediaDir()
  const previous = `${media}.before-restore-${timestamp()}`
  if (fs.existsSync(media)) fs.renameSync(media, previous)
  try {
    fs.mkdirSync(path.dirname(media), { recursive: true })
    fs.cpSync(path.join(staging, MEDIA_FOLDER), media, { recursive: true })
  } catch (error) {
    fs.rmSync(media, { recursive: true, force: true })
    if (fs.existsSync(previous)) fs.renameSync(previous, media)
    throw error
  }
  fs.rmSync(previous, { recursive: true, force: true })
  const mediaFiles = Object.keys(expected).filter((f) => f.startsWith(`${MEDIA_FOLDER}/`))
  console.log(
    `restored ${kind} database and ${mediaFiles.length} media files from ${archive} (made ${manifest.createdAt})`,
  )
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
