/**
 * `npm run restore -- FILE`: brings back a backup made by `npm run backup`: the database
 * into DATABASE_URL (PostgreSQL: pg_restore --clean --if-exists in one transaction; SQLite:
 * every table replaced by the backup's in one transaction, through SQLite itself) and the
 * media folder (MEDIA_DIR, default ./media) replaced. Every file is checked against the
 * manifest's hashes before anything is touched.
 *
 * A running site may stay up: its instances are told that the whole content changed
 * (PostgreSQL: `NOTIFY church_content, '*'`; SQLite: the database's `user_version` header is
 * bumped, which the server reads every second) and answer the restored content next.
 * See src/server/content/freshness.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { CONTENT_CHANNEL, CONTENT_EVERYTHING } from '../src/platform/cache/channel.mjs'
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
} from '../src/platform/ops/backupArchive'

/** How long running servers take at most to notice a restore (SQLite reads every second). */
const RUNNING_SERVERS_NOTICE_MS = 1_500

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
    // Every instance listening expires everything it cached (src/server/content/freshness.ts).
    run('psql', [url!, '-qAtc', `NOTIFY ${CONTENT_CHANNEL}, '${CONTENT_EVERYTHING}'`])
  } else {
    const target = sqliteFile(url)
    if (fs.existsSync(target)) await restoreSqliteInPlace(target, database)
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      const incoming = `${target}.restore-${process.pid}`
      fs.copyFileSync(database, incoming)
      // Stale WAL/shared-memory files of an old database must not be replayed onto the copy.
      for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
      fs.renameSync(incoming, target)
    }
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
  // Running servers notice within a second (src/server/content/freshness.ts); once this
  // command returns, the next request anywhere answers the restored content.
  await new Promise((resolve) => setTimeout(resolve, RUNNING_SERVERS_NOTICE_MS))
  console.log(
    `restored ${kind} database and ${mediaFiles.length} media files from ${archive} (made ${manifest.createdAt})`,
  )
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}

/**
 * Replaces the content of an existing SQLite database by the backup's, through SQLite, so that
 * a running server (which keeps the file open) reads the restored rows on its next query:
 * replacing the file would leave it reading the old one. One transaction drops every table,
 * recreates the backup's schema and copies its rows, and bumps `user_version`, the number the
 * server watches to expire its caches.
 */
async function restoreSqliteInPlace(target: string, backup: string) {
  const client = createClient({ url: `file:${target}` })
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute('PRAGMA foreign_keys = OFF')
    await client.execute(`ATTACH DATABASE '${backup.replaceAll("'", "''")}' AS backup`)
    const generation = Number((await client.execute('PRAGMA main.user_version')).rows[0]?.[0]) || 0
    await client.execute('BEGIN IMMEDIATE')
    try {
      const current = await client.execute(
        `SELECT type, name FROM main.sqlite_master WHERE name NOT LIKE 'sqlite_%' AND type IN ('table', 'view')`,
      )
      for (const row of current.rows) {
        await client.execute(
          `DROP ${String(row.type).toUpperCase()} main.${quote(String(row.name))}`,
        )
      }
      const schema = await client.execute(
        `SELECT type, name, sql FROM backup.sqlite_master
         WHERE name NOT LIKE 'sqlite_%' AND sql IS NOT NULL
         ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 ELSE 2 END`,
      )
      for (const row of schema.rows) {
        await client.execute(String(row.sql))
        if (row.type === 'table') {
          const name = quote(String(row.name))
          await client.execute(`INSERT INTO main.${name} SELECT * FROM backup.${name}`)
        }
      }
      const sequences = await client.execute(
        `SELECT 1 FROM backup.sqlite_master WHERE name = 'sqlite_sequence'`,
      )
      if (sequences.rows.length) {
        await client.execute('DELETE FROM main.sqlite_sequence')
        await client.execute(
          'INSERT INTO main.sqlite_sequence SELECT * FROM backup.sqlite_sequence',
        )
      }
      await client.execute(`PRAGMA main.user_version = ${generation + 1}`)
      await client.execute('COMMIT')
    } catch (error) {
      await client.execute('ROLLBACK').catch(() => undefined)
      throw error
    }
    await client.execute('DETACH DATABASE backup')
  } finally {
    client.close()
  }
}
