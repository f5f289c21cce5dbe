/**
 * Two production servers on one PostgreSQL database (a throw-away one), as a load balancer
 * would run them. An edit through instance A's /api shows on instance B's pages, API list and
 * calendar feed within two seconds (PostgreSQL LISTEN/NOTIFY, src/server/content/freshness.ts);
 * with the listening connections killed both still serve and take edits, and freshness comes
 * back once they listen again; a restore into the running database shows on the next request.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ADMIN_PASSWORD, adminToken } from '../admin/adminSession'
import {
  FLEET_PORT,
  type Instance,
  PG_SERVER,
  psql,
  put,
  runScript,
  startInstance,
  tempDir,
  text,
  within,
} from '../helpers/instances'

const name = `church_e2e_fleet_${process.pid}_${Date.now()}`
const databaseUrl = new URL(name, PG_SERVER).href
const workDir = tempDir('church-fleet-')
const env = { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(workDir, 'media') }
const FRESH_WITHIN_MS = 2_000

let a: Instance
let b: Instance
let token: string
type Event = { id: number; title: string; date: string; time: string; location: string }
type Staff = { id: number; name: string; title: string; bio: string; photo: string | null }
let event: Event
let member: Staff

/** The backends of the listening connections on the test's database. */
const listeners = () =>
  psql(
    PG_SERVER,
    `SELECT pid FROM pg_stat_activity WHERE datname = '${name}' AND query LIKE 'LISTEN%'`,
  )
    .split('\n')
    .filter(Boolean)

/** Waits for two listening connections, none of them one of `gone`. */
async function waitListening(gone: string[] = []) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const now = listeners()
    if (now.length === 2 && !now.some((pid) => gone.includes(pid))) return
    if (Date.now() > deadline) throw new Error(`expected two new listeners, found ${now}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Edits the event's title and the staff member's name through `on`'s /api. */
async function edit(on: Instance, label: string) {
  const title = `Fleet Event ${label} ${Date.now()}`
  const staffName = `Fleet Member ${label} ${Date.now()}`
  expect(await put(on.url, token, `/api/events/${event.id}`, { ...event, title })).toBe(200)
  const { photo, ...rest } = member
  expect(
    await put(on.url, token, `/api/staff/${member.id}`, {
      ...rest,
      ...(photo ? { photo } : {}),
      name: staffName,
    }),
  ).toBe(200)
  return { title, staffName }
}

/** The four public reads of instance `on` that must show the edit. */
function shows(on: Instance, { title, staffName }: { title: string; staffName: string }) {
  return {
    [`${on.url}/events`]: async () => (await text(`${on.url}/events`)).includes(title),
    [`${on.url}/api/events`]: async () => (await text(`${on.url}/api/events`)).includes(title),
    [`${on.url}/events.ics`]: async () => (await text(`${on.url}/events.ics`)).includes(title),
    [`${on.url}/staff`]: async () => (await text(`${on.url}/staff`)).includes(staffName),
  }
}

/** Loads the four reads twice, so the next answers come from the caches. */
async function warm(on: Instance) {
  for (let i = 0; i < 2; i++) {
    for (const p of ['/events', '/api/events', '/events.ics', '/staff']) await text(`${on.url}${p}`)
  }
}

beforeAll(async () => {
  psql(PG_SERVER, `CREATE DATABASE ${name}`)
  a = await startInstance(FLEET_PORT, env, path.join('data', 'e2e-fleet-a.log'))
  b = await startInstance(FLEET_PORT + 1, env, path.join('data', 'e2e-fleet-b.log'))
  token = await adminToken(ADMIN_PASSWORD, a.url)
  const today = new Date().toISOString().slice(0, 10)
  const events = (await (await fetch(`${a.url}/api/events`)).json()) as Event[]
  event = events.find((e) => e.date > today)!
  member = ((await (await fetch(`${a.url}/api/staff`)).json()) as Staff[])[0]
  await waitListening()
}, 300_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  psql(PG_SERVER, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

describe('two instances on one PostgreSQL database', () => {
  it('an edit through A shows on B within two seconds, with no cache service', async () => {
    await warm(b)
    const edited = await edit(a, 'one')
    const since = Date.now()
    const delay = await within(FRESH_WITHIN_MS, since, shows(b, edited))
    console.log(`fleet: edit through A seen on B after ${delay} ms`)
    // And the other way round.
    await warm(a)
    const back = await edit(b, 'two')
    const delayBack = await within(FRESH_WITHIN_MS, Date.now(), shows(a, back))
    console.log(`fleet: edit through B seen on A after ${delayBack} ms`)
  })

  it('with the listening connections killed, both serve and take edits; freshness comes back', async () => {
    await warm(b)
    const before = listeners()
    const killed = psql(
      PG_SERVER,
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
       WHERE datname = '${name}' AND query LIKE 'LISTEN%'`,
    )
    expect(Number(killed)).toBe(2)
    const killedAt = Date.now()
    for (const on of [a, b]) {
      for (const p of ['/', '/events', '/staff', '/api/events']) {
        expect((await fetch(`${on.url}${p}`)).status).toBe(200)
      }
    }
    await warm(a)
    // Each instance takes edits and shows its own at once, listener or not.
    const whileDown = await edit(b, 'while-down')
    await within(FRESH_WITHIN_MS, Date.now(), shows(b, whileDown))

    await waitListening(before)
    console.log(`fleet: both listening again ${Date.now() - killedAt} ms after the kill`)
    // The edit made through B while A was not listening shows on A.
    await within(FRESH_WITHIN_MS, Date.now(), shows(a, whileDown))
    await warm(b)
    const after = await edit(a, 'after')
    const delay = await within(FRESH_WITHIN_MS, Date.now(), shows(b, after))
    console.log(`fleet: after reconnecting, edit through A seen on B after ${delay} ms`)
  })

  it('a restore of an older backup into the running database shows on the next request', async () => {
    const backedUp = await edit(a, 'backed-up')
    await within(FRESH_WITHIN_MS, Date.now(), shows(b, backedUp))
    const archive = path.join(workDir, 'older.tar.gz')
    expect(runScript('scripts/backup.ts', archive, env)).toMatch(/backup written/)

    const later = await edit(a, 'later')
    await within(FRESH_WITHIN_MS, Date.now(), { ...shows(a, later), ...shows(b, later) })
    await warm(a)
    await warm(b)

    expect(runScript('scripts/restore.ts', archive, env)).toMatch(/restored postgres/)
    for (const on of [a, b]) {
      for (const [read, check] of Object.entries(shows(on, backedUp))) {
        expect([read, await check()]).toEqual([read, true])
      }
      expect(await text(`${on.url}/staff`)).not.toContain(later.staffName)
      expect(await text(`${on.url}/api/events`)).not.toContain(later.title)
    }
  })
})
