/**
 * Ids are never given twice, on SQLite as on PostgreSQL: a record made after the newest one
 * was deleted gets a new id, so nothing that still names the deleted one's id (its "I prayed"
 * day marks, its audit entries) attaches to the new one. And the migration that gives the
 * tables of an existing SQLite database AUTOINCREMENT keeps every row, id, index and foreign key.
 */
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { CollectionSlug, Payload } from 'payload'

import * as wallRoute from '@/app/api/prayer-requests/[id]/wall/route'
import * as prayedRoute from '@/app/api/prayer-wall/[id]/prayed/route'
import { queryRows } from '@/platform/payload/sql'

import { databaseKind } from '../../../src/platform/payload/database'
import { migrations as sqliteMigrations } from '../../../src/migrations/sqlite'
import { signIn, testPayload, unique } from '../helpers'
import { call, freshIp } from '../api/request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})

/** An approved, shared prayer request, put on the wall by the prayer team. */
async function onTheWall() {
  const doc = await payload.create({
    collection: 'prayer-requests',
    data: {
      name: 'Ruth Miller',
      subject: unique('Healing'),
      message: 'Please pray for my father.',
      is_public: true,
      status: 'approved',
    },
  })
  const res = await call(wallRoute.PUT, `/api/prayer-requests/${doc.id}/wall`, {
    method: 'PUT',
    token,
    params: { id: String(doc.id) },
    body: { on_wall: true },
  })
  expect(res.status).toBe(200)
  return payload.findByID({ collection: 'prayer-requests', id: doc.id })
}

const pray = (id: number, ip: string) =>
  call(prayedRoute.POST, `/api/prayer-wall/${id}/prayed`, {
    method: 'POST',
    ip,
    params: { id: String(id) },
  })

/** The actions of the audit entries that name a prayer request, oldest first. */
async function auditedActions(id: number) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { entity: { equals: 'prayer-requests' }, entity_id: { equals: String(id) } },
    sort: 'createdAt',
    limit: 0,
  })
  return docs.map((entry) => entry.action)
}

type Snapshot = { tables: Record<string, { columns: { id?: { autoincrement?: boolean } } }> }

/**
 * The tables whose integer ids the SQLite schema declares AUTOINCREMENT, in the snapshot a
 * migration left (src/migrations/sqlite/<name>.json), by default the newest.
 */
function declaredAutoincrement(migration?: string) {
  const dir = path.resolve('src/migrations/sqlite')
  const newest = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)!
  const snapshot: Snapshot = JSON.parse(
    fs.readFileSync(path.join(dir, migration ? `${migration}.json` : newest), 'utf8'),
  )
  return Object.entries(snapshot.tables)
    .filter(([, table]) => table.columns.id?.autoincrement === true)
    .map(([name]) => name)
    .sort()
}

describe(`ids (${databaseKind()})`, () => {
  it("gives a prayer request made after the newest was deleted a new id, with none of the deleted one's prayers or audit entries", async () => {
    const visitor = freshIp()
    const deleted = await onTheWall()
    expect((await pray(deleted.id, visitor)).json).toEqual({ prayed_count: 1 })
    await payload.delete({ collection: 'prayer-requests', id: deleted.id })

    const next = await onTheWall()
    expect(next.id).toBeGreaterThan(deleted.id)
    expect(next.prayed_count ?? 0).toBe(0)
    // The same visitor on the same Dallas day: a prayer for this request, counted.
    expect((await pray(next.id, visitor)).json).toEqual({ prayed_count: 1 })
    expect(await auditedActions(deleted.id)).toEqual(['create', 'update', 'delete'])
    expect(await auditedActions(next.id)).toEqual(['create', 'update'])
  })

  const makers: Record<string, () => Promise<{ id: number }>> = {
    'contact-submissions': () =>
      payload.create({
        collection: 'contact-submissions',
        data: {
          name: 'Sam Ortiz',
          email: `${unique('sam')}@example.org`,
          subject: unique('Visit'),
          message: 'When is the next membership class?',
          message_type: 'general',
          contact_preference: 'email',
          status: 'new',
        },
      }),
    // Never left active: a later test file's newsletter goes to every active subscriber.
    subscribers: () =>
      payload.create({
        collection: 'subscribers',
        data: {
          first_name: 'Ann',
          last_name: 'Lee',
          email: `${unique('ann')}@example.org`,
          status: 'inactive',
        },
      }),
    'audit-log': () =>
      payload.create({ collection: 'audit-log', data: { action: 'export', entity: 'donations' } }),
  }

  it.each(Object.keys(makers))(
    'gives a %s record made after the newest was deleted a new id, every time',
    async (slug) => {
      const given: number[] = [(await makers[slug]()).id]
      for (let round = 0; round < 3; round++) {
        await payload.delete({ collection: slug as CollectionSlug, id: given.at(-1)! })
        given.push((await makers[slug]()).id)
      }
      for (let i = 1; i < given.length; i++) expect(given[i]).toBeGreaterThan(given[i - 1])
    },
  )

  it('take every integer id from a counter that only goes up', async () => {
    if (databaseKind() === 'postgres') {
      // serial: a sequence that never hands a number out twice.
      const ids = await queryRows<{ table: string; counted: boolean }>(
        payload,
        (sql) => sql`SELECT table_name AS "table",
            pg_get_serial_sequence(quote_ident(table_name), 'id') IS NOT NULL AS counted
          FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'id' AND data_type = 'integer'`,
      )
      expect(ids.length).toBeGreaterThan(30)
      expect(ids.filter((id) => !id.counted)).toEqual([])
      return
    }
    const tables = await queryRows<{ name: string; sql: string }>(
      payload,
      (sql) => sql`SELECT name, sql FROM sqlite_master WHERE type = 'table'`,
    )
    const withAutoincrement = tables
      .filter((table) => /`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL/.test(table.sql))
      .map((table) => table.name)
      .sort()
    expect(withAutoincrement).toEqual(declaredAutoincrement())
    // The rest: join tables Payload writes anew at every save, and text ids.
    const without = tables
      .filter((table) => /`id` integer PRIMARY KEY NOT NULL/.test(table.sql))
      .map((table) => table.name)
    expect(without.sort()).toEqual(['payload_locked_documents_rels', 'payload_preferences_rels'])
  })
})

/**
 * The migration on an SQLite database of its own, made by the migrations before it and
 * filled as a site would have it: rows that refer to others (set to null or deleted with
 * them), a deleted newest prayer request and person whose audit entries remain.
 */
describe('the migration that gives SQLite ids AUTOINCREMENT', () => {
  const NAME = '_sqlite_ids_never_reused'
  const index = sqliteMigrations.findIndex((migration) => migration.name.endsWith(NAME))
  const migration = sqliteMigrations[index]
  const file = path.resolve('data', `ids_${process.pid}_${Date.now()}.db`)
  const db = drizzle({ connection: { url: `file:${file}` } })
  type Db = typeof db

  /** Runs a migration step as Payload does: in a transaction of its own. */
  const run = (step: 'up' | 'down', which = migration) =>
    db.transaction((tx) => which[step]({ db: tx as unknown as Db, payload, req: {} } as never))

  const all = <T = Record<string, unknown>>(query: string) => db.all<T>(sql.raw(query))

  /** Every entry of the schema (tables, indexes), AUTOINCREMENT left out with `plain`. */
  const schema = async (plain = false) =>
    (
      await all<{ type: string; name: string; sql: string | null }>(
        `SELECT type, name, tbl_name, sql FROM sqlite_master
          WHERE name <> 'sqlite_sequence' ORDER BY type, name`,
      )
    ).map((entry) => ({
      ...entry,
      sql: plain ? (entry.sql?.replace(' AUTOINCREMENT', '') ?? null) : entry.sql,
    }))

  /** Every row of every table, in id order. */
  async function rows() {
    const tables = await all<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sqlite_sequence' ORDER BY name`,
    )
    const dump: Record<string, unknown[]> = {}
    for (const { name } of tables) dump[name] = await all(`SELECT * FROM "${name}" ORDER BY rowid`)
    return dump
  }

  let before: { schema: Awaited<ReturnType<typeof schema>>; rows: Record<string, unknown[]> }

  beforeAll(async () => {
    expect(migration).toBeDefined()
    for (const earlier of sqliteMigrations.slice(0, index)) {
      await run('up', earlier)
      await db.run(sql`INSERT INTO payload_migrations (name, batch) VALUES (${earlier.name}, 1)`)
    }
    const statements = [
      `INSERT INTO users (full_name, username, email) VALUES
        ('Grace Admin', 'admin', 'admin@example.org'), ('Paul Deacon', 'paul', 'paul@example.org')`,
      `INSERT INTO users_roles ("order", parent_id, value) VALUES (1, 1, 'admin'), (1, 2, 'office')`,
      `INSERT INTO users_sessions (_order, _parent_id, id, expires_at)
        VALUES (1, 1, 'session-1', '2099-01-01T00:00:00.000Z')`,
      `INSERT INTO events (title, date, time, location, description) VALUES
        ('Picnic', '2027-05-01', '12:00', 'Park', 'Lunch'),
        ('Revival', '2027-06-01', '19:00', 'Sanctuary', 'Preaching')`,
      `INSERT INTO event_registrations (event_id, name, email, party_size, status)
        VALUES (2, 'Ann Lee', 'ann@example.org', 2, 'confirmed')`,
      `INSERT INTO donors (name, email) VALUES ('Ann Lee', 'ann@example.org')`,
      `INSERT INTO donations (amount_cents, donor_id, transaction_id, donated_at)
        VALUES (5000, 1, 'tx-1', '2026-11-01T00:00:00.000Z')`,
      `INSERT INTO church_history (founding, founder_name) VALUES (1961, 'Rev. J. Carter')`,
      `INSERT INTO church_history_milestones (_order, _parent_id, id, year, event)
        VALUES (1, 1, 'm-1', '1961', 'Founded')`,
      `INSERT INTO prayer_requests (name, subject, message, prayed_count) VALUES
        ('A', 'One', 'Pray', 1), ('B', 'Two', 'Pray', 0), ('C', 'Three', 'Pray', 4)`,
      `INSERT INTO audit_log (action, entity, entity_id, user_id) VALUES
        ('create', 'prayer-requests', '1', NULL), ('create', 'prayer-requests', '2', NULL),
        ('create', 'prayer-requests', '3', NULL), ('delete', 'prayer-requests', '3', 2),
        ('update', 'church-info', NULL, 2), ('delete', 'users', '2', 1)`,
      // The newest prayer request and person, deleted: their audit entries remain.
      `DELETE FROM prayer_requests WHERE id = 3`,
      `DELETE FROM users WHERE id = 2`,
    ]
    for (const statement of statements) await db.run(sql.raw(statement))
    before = { schema: await schema(), rows: await rows() }
    await run('up')
  })

  afterAll(() => {
    db.$client.close()
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  })

  it('keeps every row, id, index and foreign key of a database the earlier migrations made', async () => {
    expect(before.rows.prayer_requests).toHaveLength(2)
    expect(before.rows.users_roles).toHaveLength(1)
    expect(await rows()).toEqual(before.rows)
    expect(await schema(true)).toEqual(before.schema)
    expect(await all(`PRAGMA foreign_key_check`)).toEqual([])
    expect(await all(`PRAGMA integrity_check`)).toEqual([{ integrity_check: 'ok' }])
  })

  it("gives AUTOINCREMENT to every table whose id Payload's schema declares so", async () => {
    const tables = await all<{ name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table'`,
    )
    expect(
      tables
        .filter((table) => table.sql.includes('AUTOINCREMENT'))
        .map((table) => table.name)
        .sort(),
    ).toEqual(declaredAutoincrement(migration.name))
  })

  it('gives no deleted id again, not even one deleted before it that an audit entry names', async () => {
    const [request] = await all<{ id: number }>(
      `INSERT INTO prayer_requests (name, subject, message) VALUES ('D', 'Four', 'Pray') RETURNING id`,
    )
    expect(request.id).toBe(4)
    const [person] = await all<{ id: number }>(
      `INSERT INTO users (full_name, username) VALUES ('Lydia New', 'lydia') RETURNING id`,
    )
    expect(person.id).toBe(3)
    const [registration] = await all<{ id: number }>(
      `INSERT INTO event_registrations (event_id, name, email, party_size, status)
        VALUES (1, 'Sam Ortiz', 'sam@example.org', 1, 'confirmed') RETURNING id`,
    )
    expect(registration.id).toBe(2)
    await db.run(sql`DELETE FROM event_registrations WHERE id = 2`)
    const [again] = await all<{ id: number }>(
      `INSERT INTO event_registrations (event_id, name, email, party_size, status)
        VALUES (1, 'Sam Ortiz', 'sam@example.org', 1, 'confirmed') RETURNING id`,
    )
    expect(again.id).toBe(3)
  })

  it('runs again as a no-op, and its down gives back the earlier schema with every row', async () => {
    const migrated = { schema: await schema(), rows: await rows() }
    await run('up')
    expect({ schema: await schema(), rows: await rows() }).toEqual(migrated)
    await run('down')
    expect(await schema()).toEqual(before.schema)
    expect(await rows()).toEqual(migrated.rows)
    await run('up')
    expect(await schema()).toEqual(migrated.schema)
  })
})
