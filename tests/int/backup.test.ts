/**
 * Backup round trip: `npm run backup` and `npm run restore` as child processes against a
 * separate, fresh database (restore replaces a whole database, so never the shared test
 * database) and a temporary media folder. Rows and files are changed after the backup;
 * the restore must bring back every table's rows and every file's bytes.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import sharp from 'sharp'

import { MEDIA_DIR } from '../../collections/Media'
import { EMAIL_PICTURE, MEDIA_WIDTHS, mediaSizeName } from '../../src/lib/mediaSizes'
import { hashFiles, kindOf } from '../../src/platform/ops/backupArchive'
import { runScript } from '../runScript'
import { testPayload } from './helpers'

const kind = kindOf(process.env.DATABASE_URL)
const label = `${process.pid}_${Date.now()}`
const pgServer = kind === 'postgres' ? new URL('postgres', process.env.DATABASE_URL) : null
const databaseUrl =
  kind === 'postgres'
    ? new URL(`church_ops_backup_${label}`, process.env.DATABASE_URL).href
    : `file:${path.resolve('data', `ops-backup-${label}.db`)}`
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'church-backup-test-'))
const mediaDir = path.join(workDir, 'media')
const archive = path.join(workDir, 'backup.tar.gz')
const childEnv = {
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: mediaDir,
  SEED_DEMO: 'false',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-not-for-production',
}

const script = (file: string, arg: string, env: Record<string, string> = {}) =>
  runScript(file, arg, { ...childEnv, ...env })

function psql(url: string, sql: string): string {
  // A table of the worker's database can hold thousands of rows (the mail tests' subscribers).
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error}`)
  return result.stdout.trim()
}

async function execute(sql: string) {
  if (kind === 'postgres') return void psql(databaseUrl, sql)
  const client = createClient({ url: databaseUrl })
  try {
    await client.execute(sql)
  } finally {
    client.close()
  }
}

/** Every table's rows, in a stable order: the whole database as comparable text. */
async function snapshot(): Promise<Record<string, string>> {
  if (kind === 'postgres') {
    const tables = psql(
      databaseUrl,
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ).split('\n')
    return Object.fromEntries(
      tables.map((table) => [
        table,
        psql(databaseUrl, `SELECT coalesce(json_agg(t ORDER BY t::text), '[]') FROM "${table}" t`),
      ]),
    )
  }
  const client = createClient({ url: databaseUrl })
  try {
    const tables = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1`,
    )
    const result: Record<string, string> = {}
    for (const { name } of tables.rows) {
      const rows = await client.execute(`SELECT * FROM "${String(name)}"`)
      result[String(name)] = JSON.stringify(
        rows.rows
          .map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v)))
          .sort(),
      )
    }
    return result
  } finally {
    client.close()
  }
}

/** The files of the photo uploaded before the backup: the original and its sizes. */
let uploaded: string[] = []

const now = "'2026-04-05T09:00:00.000Z'"
const contactRow = (subject: string) =>
  `INSERT INTO contact_submissions (name, email, subject, message, contact_preference, message_type, status, updated_at, created_at)
   VALUES ('Backup Test', 'backup@example.com', '${subject}', 'Round trip', 'email', 'general', 'new', ${now}, ${now})`

beforeAll(async () => {
  if (pgServer) psql(pgServer.href, `CREATE DATABASE church_ops_backup_${label}`)
  fs.mkdirSync(path.join(mediaDir, 'nested'), { recursive: true })
  fs.writeFileSync(path.join(mediaDir, 'photo.jpg'), randomBytes(50_000))
  fs.writeFileSync(path.join(mediaDir, 'sermon.mp3'), randomBytes(120_000))
  fs.writeFileSync(path.join(mediaDir, 'nested', 'notes.txt'), 'kept as is')
  // The separate database starts as a copy of the migrated and seeded test database, with
  // one photo uploaded through the media collection: its file and generated sizes are copied
  // into this test's media folder as the upload left them.
  const payload = await testPayload()
  const upload = await payload.create({
    collection: 'media',
    data: { alt: 'Backup photo' },
    file: {
      data: await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#48a' } })
        .jpeg()
        .toBuffer(),
      mimetype: 'image/jpeg',
      name: 'backup.jpg',
      size: 0,
    },
    overrideAccess: true,
  })
  uploaded = [
    upload.filename!,
    ...[...MEDIA_WIDTHS.map(mediaSizeName), EMAIL_PICTURE.name].map(
      (size) => upload.sizes?.[size as 'w320']?.filename ?? '',
    ),
  ]
  for (const name of uploaded)
    fs.copyFileSync(path.join(MEDIA_DIR, name), path.join(mediaDir, name))
  const copy = path.join(workDir, 'initial.tar.gz')
  script('scripts/backup.ts', copy, { DATABASE_URL: process.env.DATABASE_URL! })
  script('scripts/restore.ts', copy)
  await payload.delete({ collection: 'media', id: upload.id, overrideAccess: true })
}, 180_000)

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true })
  if (pgServer)
    psql(pgServer.href, `DROP DATABASE IF EXISTS church_ops_backup_${label} WITH (FORCE)`)
  else {
    const file = databaseUrl.slice('file:'.length)
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  }
})

test('a restore brings back every row and every media file as they were at the backup', async () => {
  await execute(contactRow('kept one'))
  await execute(contactRow('kept two'))
  const rowsBefore = await snapshot()
  const filesBefore = hashFiles(mediaDir)
  expect(rowsBefore.contact_submissions).toContain('kept one')
  expect(rowsBefore.users).toContain('admin')

  expect(script('scripts/backup.ts', archive)).toMatch(/backup written/)
  expect(fs.statSync(archive).size).toBeGreaterThan(1000)

  await execute(`DELETE FROM contact_submissions WHERE subject = 'kept one'`)
  await execute(`UPDATE users SET full_name = 'Changed After Backup'`)
  await execute(contactRow('added after backup'))
  fs.rmSync(path.join(mediaDir, 'photo.jpg'))
  for (const name of uploaded) fs.rmSync(path.join(mediaDir, name))
  fs.writeFileSync(path.join(mediaDir, 'sermon.mp3'), randomBytes(1000))
  fs.writeFileSync(path.join(mediaDir, 'new-after-backup.jpg'), randomBytes(10))
  expect(await snapshot()).not.toEqual(rowsBefore)
  expect(hashFiles(mediaDir)).not.toEqual(filesBefore)

  expect(script('scripts/restore.ts', archive)).toMatch(/restored/)

  expect(await snapshot()).toEqual(rowsBefore)
  expect(hashFiles(mediaDir)).toEqual(filesBefore)
  // The uploaded photo's row names its file and its sizes, and each is back.
  expect(uploaded).toHaveLength(2 + MEDIA_WIDTHS.length)
  for (const name of uploaded) {
    expect(rowsBefore.media).toContain(name)
    expect(fs.existsSync(path.join(mediaDir, name))).toBe(true)
  }
}, 180_000)

test('a damaged archive is refused before anything is touched', async () => {
  const damaged = path.join(workDir, 'damaged.tar.gz')
  fs.writeFileSync(damaged, fs.readFileSync(archive).subarray(0, 2000))
  const before = await snapshot()
  expect(() => script('scripts/restore.ts', damaged)).toThrow(/restore failed/)
  expect(await snapshot()).toEqual(before)
  expect(fs.existsSync(path.join(mediaDir, 'photo.jpg'))).toBe(true)
}, 60_000)
