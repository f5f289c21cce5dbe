/**
 * No content from another database, on the embedded default:
 * - a production server started on a database other than the one the build was made with
 *   answers that database's content from its first request (not the pages prerendered at
 *   build time);
 * - `npm run restore` of an older backup into the SQLite database of a running production
 *   server: the server keeps running, and its next answers, cached before the restore, show
 *   the restored content.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { ADMIN_PASSWORD, adminToken } from '../admin/adminSession'
import {
  FLEET_PORT,
  type Instance,
  put,
  runScript,
  startInstance,
  tempDir,
  text,
} from '../helpers/instances'

const workDir = tempDir('church-restore-')
const env = {
  DATABASE_URL: `file:${path.join(workDir, 'church.db')}`,
  MEDIA_DIR: path.join(workDir, 'media'),
}

let server: Instance
let token: string
type Staff = { id: number; name: string; title: string; bio: string; photo: string | null }

async function rename(member: Staff, staffName: string) {
  const { photo, ...rest } = member
  const record = { ...rest, ...(photo ? { photo } : {}), name: staffName }
  expect(await put(server.url, token, `/api/staff/${member.id}`, record)).toBe(200)
}

const bootName = `Boot Member ${Date.now()}`

beforeAll(async () => {
  // The database exists, migrated and seeded, before the server starts; one name differs
  // from the seed the build's pages were prerendered with.
  runScript('scripts/seed.ts', '--no-reset', { ...env, SEED_DEMO: 'true' })
  const client = createClient({ url: env.DATABASE_URL })
  await client.execute({
    sql: 'UPDATE staff SET name = ? WHERE id = (SELECT min(id) FROM staff)',
    args: [bootName],
  })
  client.close()
  server = await startInstance(FLEET_PORT + 2, env, path.join('data', 'e2e-restore.log'))
  token = await adminToken(ADMIN_PASSWORD, server.url)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

test('a server started on another database answers its content from the first request', async () => {
  expect(await text(`${server.url}/staff`)).toContain(bootName)
  expect(await text(`${server.url}/api/staff`)).toContain(bootName)
})

test('a restore into the running site shows on the next request', async () => {
  const [member] = (await (await fetch(`${server.url}/api/staff`)).json()) as Staff[]
  const older = `Restored Member ${Date.now()}`
  await rename(member, older)
  const archive = path.join(workDir, 'older.tar.gz')
  expect(runScript('scripts/backup.ts', archive, env)).toMatch(/backup written/)

  const newer = `Newer Member ${Date.now()}`
  await rename(member, newer)
  for (let i = 0; i < 2; i++) {
    expect(await text(`${server.url}/staff`)).toContain(newer)
    expect(await text(`${server.url}/api/staff`)).toContain(newer)
    expect(await text(`${server.url}/`)).toBeTruthy()
  }

  expect(runScript('scripts/restore.ts', archive, env)).toMatch(/restored sqlite/)
  const page = await text(`${server.url}/staff`)
  const list = await text(`${server.url}/api/staff`)
  expect(page).toContain(older)
  expect(page).not.toContain(newer)
  expect(list).toContain(older)
  expect(list).not.toContain(newer)
  // The server still takes edits on the restored database.
  const after = `After Restore ${Date.now()}`
  await rename(member, after)
  expect(await text(`${server.url}/staff`)).toContain(after)
})
