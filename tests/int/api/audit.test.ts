/**
 * The audit log (issue 25): every write leaves exactly one entry, naming the fields that
 * changed and never their values, in the write's own transaction; exports and statement
 * emails leave theirs; administrators read the log through GET /api/admin/audit; the daily
 * job deletes what is older than the retention period, and nothing else.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import * as audit from '@/app/api/admin/audit/route'
import * as adminChurchInfo from '@/app/api/admin/church-info/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as donationsExport from '@/app/api/donations/export/route'
import * as statementsEmail from '@/app/api/donations/statements/email/route'
import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import { AUDIT_ENTITIES, AUDIT_PAGE, AUDIT_RETENTION_DAYS_DEFAULT } from '@/lib/contract/audit'
import type { AuditLog } from '@/payload-types'

import {
  MAINTENANCE_QUEUE,
  nextPruneAt,
  PRUNE_AUDIT_LOG_TASK,
  queueNextPrune,
} from '../../../collections/jobs/pruneAuditLog'
import { UNAUDITED } from '../../../collections/hooks/audit'
import { captureLogs, personWith, signIn, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await signIn(payload)).token
})

/** A person with `roles`, signed in: the user as the Local API takes it, and a token. */
/** The id of the newest entry so far: entries written after it have greater ids. */
async function newestEntryId(): Promise<number> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    sort: '-id',
    limit: 1,
    depth: 0,
  })
  return Number(docs[0]?.id ?? 0)
}

/**
 * Every entry about one record written after `since` (SQLite gives a deleted record's id to
 * the next one), oldest first.
 */
async function entriesOf(entity: string, id: number | string, since: number): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { entity: { equals: entity } },
        { entity_id: { equals: String(id) } },
        { id: { greater_than: since } },
      ],
    },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
  })
  return docs
}

const countEntries = async () => (await payload.count({ collection: 'audit-log' })).totalDocs

const eventData = (title = unique('Audit picnic')) => ({
  title,
  date: '2031-05-02',
  time: '18:30',
  location: 'Hall',
  description: 'Food.',
})

describe('every write leaves exactly one entry', () => {
  it('through the Local API with a person: create, update, delete', async () => {
    const { user, username } = await personWith(payload, ['editor'])
    const since = await newestEntryId()
    const asEditor = { user, overrideAccess: false, depth: 0 } as const
    const event = await payload.create({ collection: 'events', data: eventData(), ...asEditor })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { title: 'Renamed picnic', location: 'Lawn' },
      ...asEditor,
    })
    await payload.delete({ collection: 'events', id: event.id, ...asEditor })

    const entries = await entriesOf('events', event.id, since)
    expect(entries.map((e) => [e.action, e.fields, e.user_id, e.username])).toEqual([
      ['create', null, user.id, username],
      ['update', ['location', 'title'], user.id, username],
      ['delete', null, user.id, username],
    ])
  })

  it('through /api: the person and the client address of each write', async () => {
    const { token, username } = await personWith(payload, ['editor'])
    const since = await newestEntryId()
    const ip = freshIp()
    const created = await call(events.POST, '/api/events', { token, ip, body: eventData() })
    expect(created.status).toBe(201)
    const id = String(created.json.id)
    const updated = await call(eventItem.PUT, `/api/events/${id}`, {
      method: 'PUT',
      token,
      ip,
      params: { id },
      body: { ...eventData(), title: 'Changed' },
    })
    expect(updated.status).toBe(200)
    const deleted = await call(eventItem.DELETE, `/api/events/${id}`, {
      method: 'DELETE',
      token,
      ip,
      params: { id },
    })
    expect(deleted.status).toBe(200)

    const entries = await entriesOf('events', id, since)
    expect(entries.map((e) => [e.action, e.username, e.ip])).toEqual([
      ['create', username, ip],
      ['update', username, ip],
      ['delete', username, ip],
    ])
    expect(entries[1].fields).toEqual(['title'])
  })

  it('a global through /api: one update naming the fields that changed', async () => {
    const before = await payload.findGlobal({ slug: 'church-info', depth: 0 })
    const body = {
      name: before.name ?? 'Grace Church',
      tagline: unique('Tagline'),
      mission: before.mission ?? 'Love God',
      address: before.address ?? '1 Main St',
      phone: before.phone ?? '555-0100',
      email: before.email ?? 'office@example.org',
    }
    const started = await countEntries()
    const res = await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      token: adminToken,
      body,
    })
    expect(res.status).toBe(200)
    expect(await countEntries()).toBe(started + 1)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { entity: { equals: 'church-info' } },
      sort: ['-createdAt', '-id'],
      limit: 1,
      depth: 0,
    })
    expect(docs[0]).toMatchObject({ action: 'update', username: 'admin', entity_id: null })
    expect(docs[0].fields).toContain('tagline')
  })

  it('records a prayer request status change as status_change, with no text of the request', async () => {
    const secret = unique('Please pray for my secret trouble')
    const since = await newestEntryId()
    const request = await payload.create({
      collection: 'prayer-requests',
      data: { name: 'Hannah', subject: 'Family', message: secret, status: 'pending' },
      depth: 0,
    })
    const id = String(request.id)
    const res = await call(prayerStatus.PUT, `/api/prayer-requests/${id}/status?status=approved`, {
      method: 'PUT',
      token: adminToken,
      params: { id },
    })
    expect(res.status).toBe(200)
    const newMessage = unique('An even more private message')
    const { user } = await personWith(payload, ['prayer_team'])
    await payload.update({
      collection: 'prayer-requests',
      id: request.id,
      data: { message: newMessage },
      user,
      overrideAccess: false,
      depth: 0,
    })

    const entries = await entriesOf('prayer-requests', id, since)
    expect(entries.map((e) => [e.action, e.fields])).toEqual([
      ['create', null],
      ['status_change', ['status']],
      ['update', ['message']],
    ])
    const stored = JSON.stringify(entries)
    expect(stored).not.toContain(secret)
    expect(stored).not.toContain(newMessage)
    expect(stored).not.toContain('Hannah')
  })

  it('records a contact message status change as status_change', async () => {
    const since = await newestEntryId()
    const contact = await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Luis',
        email: 'luis@example.org',
        subject: unique('Visit'),
        message: 'When is Sunday School?',
        message_type: 'visit',
        contact_preference: 'email',
        status: 'new',
      },
      depth: 0,
    })
    const id = String(contact.id)
    const res = await call(contactStatus.PUT, `/api/contact/${id}/status?status=read`, {
      method: 'PUT',
      token: adminToken,
      params: { id },
    })
    expect(res.status).toBe(200)
    const entries = await entriesOf('contact-submissions', id, since)
    expect(entries.map((e) => [e.action, e.fields, e.username])).toEqual([
      ['create', null, null],
      ['status_change', ['status'], 'admin'],
    ])
  })

  it("records a change of a person's roles as role_change", async () => {
    const { user: admin } = await signIn(payload)
    const { user: person } = await personWith(payload, ['editor'])
    const since = await newestEntryId()
    await payload.update({
      collection: 'users',
      id: person.id,
      data: { roles: ['editor', 'treasurer'] },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    const entries = await entriesOf('users', person.id, since)
    expect(entries.map((e) => [e.action, e.fields, e.username])).toEqual([
      ['role_change', ['roles'], 'admin'],
    ])
  })
})

// PostgreSQL rolls the change back with its transaction; on SQLite, where Payload writes
// without transactions, the audit hook undoes it (collections/hooks/audit.ts).
describe('a write whose entry cannot be written', () => {
  /** Makes every insert into the audit log fail, as a full or broken table would. */
  function failAuditInserts() {
    const create = payload.create.bind(payload)
    return jest.spyOn(payload, 'create').mockImplementation((async (options: {
      collection: string
    }) => {
      if (options.collection === 'audit-log') throw new Error('audit log unavailable')
      return create(options as never)
    }) as never)
  }

  it('is rolled back: no create, update or delete is stored without its entry', async () => {
    const event = await payload.create({ collection: 'events', data: eventData(), depth: 0 })
    const title = unique('Never stored')
    const started = await countEntries()
    const spy = failAuditInserts()
    try {
      await expect(
        payload.create({ collection: 'events', data: eventData(title), depth: 0 }),
      ).rejects.toThrow('audit log unavailable')
      await expect(
        payload.update({ collection: 'events', id: event.id, data: { title }, depth: 0 }),
      ).rejects.toThrow('audit log unavailable')
      await expect(payload.delete({ collection: 'events', id: event.id })).rejects.toThrow(
        'audit log unavailable',
      )
    } finally {
      spy.mockRestore()
    }
    const { totalDocs } = await payload.count({
      collection: 'events',
      where: { title: { equals: title } },
    })
    expect(totalDocs).toBe(0)
    const kept = await payload.findByID({ collection: 'events', id: event.id, depth: 0 })
    expect(kept.title).toBe(event.title)
    expect(await countEntries()).toBe(started)
  })

  it('through /api: 500, and the record is unchanged', async () => {
    const logs = captureLogs(payload)
    const since = await newestEntryId()
    const created = await call(events.POST, '/api/events', { token: adminToken, body: eventData() })
    const id = String(created.json.id)
    const spy = failAuditInserts()
    let res
    try {
      res = await call(eventItem.PUT, `/api/events/${id}`, {
        method: 'PUT',
        token: adminToken,
        params: { id },
        body: { ...eventData(), title: 'Changed without a trace' },
      })
    } finally {
      spy.mockRestore()
    }
    expect(res.status).toBe(500)
    expect(res.json).toEqual({ detail: 'Internal server error' })
    const kept = await payload.findByID({ collection: 'events', id, depth: 0 })
    expect(kept.title).toBe(created.json.title)
    expect((await entriesOf('events', id, since)).map((e) => e.action)).toEqual(['create'])
    expect(logs.map((l) => l.msg)).toContain('API request failed')
  })
})

describe('exports and statement emails', () => {
  it('records the donations export with the person and the address', async () => {
    const { token, username, user } = await personWith(payload, ['treasurer'])
    const ip = freshIp()
    const res = await call(donationsExport.GET, '/api/donations/export', { token, ip })
    expect(res.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { username: { equals: username } },
      depth: 0,
    })
    const exports = docs.filter((e) => e.action === 'export')
    expect(exports).toHaveLength(1)
    expect(exports[0]).toMatchObject({
      action: 'export',
      entity: 'donations',
      entity_id: null,
      user_id: user.id,
      ip,
    })
  })

  it('records emailing the statements', async () => {
    const { token, username } = await personWith(payload, ['treasurer'])
    const ip = freshIp()
    const res = await call(statementsEmail.POST, '/api/donations/statements/email', {
      token,
      ip,
      body: { year: 2019 },
    })
    expect(res.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ username: { equals: username } }, { action: { not_equals: 'sign_in' } }] },
      depth: 0,
    })
    expect(docs.map((e) => [e.action, e.entity, e.ip])).toEqual([['statement_email', 'donors', ip]])
  })

  it('records nothing for a refused export', async () => {
    const { token, username } = await personWith(payload, ['editor'])
    const res = await call(donationsExport.GET, '/api/donations/export', { token })
    expect(res.status).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { and: [{ username: { equals: username } }, { action: { equals: 'export' } }] },
    })
    expect(totalDocs).toBe(0)
  })
})

describe('GET /api/admin/audit', () => {
  /** Entries of one made-up person at chosen instants, straight into the table. */
  async function seedEntries(username: string, rows: { at: string; action?: string }[]) {
    const ids: (number | string)[] = []
    for (const row of rows) {
      const doc = await payload.db.create({
        collection: 'audit-log',
        data: {
          username,
          user_id: null,
          action: row.action ?? 'update',
          entity: 'events',
          entity_id: '7',
          fields: ['title'],
          ip: '10.1.2.3',
          createdAt: row.at,
          updatedAt: row.at,
        },
      })
      ids.push(doc.id)
    }
    return ids
  }

  const get = (query: string, token: string | null = adminToken) =>
    call(audit.GET, `/api/admin/audit${query}`, { token: token ?? undefined })

  it('answers 401 without a session and 403 to an editor', async () => {
    expect(await get('', null)).toMatchObject({
      status: 401,
      json: { detail: 'Not authenticated' },
    })
    const { token } = await personWith(payload, ['editor'])
    const refused = await get('', token)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ detail: 'You do not have permission to do this' })
  })

  it('answers entries newest first in the contract shape, at most the default page', async () => {
    const { token } = await personWith(payload, ['editor'])
    await call(events.POST, '/api/events', { token, body: eventData() })
    const res = await get('')
    expect(res.status).toBe(200)
    expect(res.json.length).toBeGreaterThan(0)
    expect(res.json.length).toBeLessThanOrEqual(AUDIT_PAGE.default)
    const [newest] = res.json
    expect(Object.keys(newest).sort()).toEqual(
      ['action', 'at', 'entity', 'entity_id', 'fields', 'id', 'ip', 'user'].sort(),
    )
    const times = res.json.map((e: { at: string }) => e.at)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('filters by person, entity and action', async () => {
    const username = unique('filter').toLowerCase()
    await seedEntries(username, [
      { at: '2025-06-01T12:00:00.000Z', action: 'create' },
      { at: '2025-06-02T12:00:00.000Z', action: 'update' },
      { at: '2025-06-03T12:00:00.000Z', action: 'delete' },
    ])
    const mine = await get(`?user=${username}`)
    expect(mine.json.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ])
    expect(mine.json[0]).toMatchObject({
      user: username,
      entity: 'events',
      entity_id: '7',
      fields: ['title'],
      ip: '10.1.2.3',
      at: '2025-06-03T12:00:00.000Z',
    })
    const updates = await get(`?user=${username}&entity=events&action=update`)
    expect(updates.json.map((e: { at: string }) => e.at)).toEqual(['2025-06-02T12:00:00.000Z'])
    expect((await get(`?user=${username}&entity=staff`)).json).toEqual([])
  })

  it('takes from and to as Dallas dates, both included', async () => {
    const username = unique('dates').toLowerCase()
    // 23:30 on November 19 in Dallas, and midnight starting November 20 there.
    await seedEntries(username, [
      { at: '2025-11-20T05:30:00.000Z' },
      { at: '2025-11-20T06:00:00.000Z' },
      { at: '2025-11-21T05:59:59.000Z' },
      { at: '2025-11-21T06:00:00.000Z' },
    ])
    const at = async (query: string) =>
      (await get(`?user=${username}${query}`)).json.map((e: { at: string }) => e.at)
    expect(await at('&from=2025-11-20&to=2025-11-20')).toEqual([
      '2025-11-21T05:59:59.000Z',
      '2025-11-20T06:00:00.000Z',
    ])
    expect(await at('&to=2025-11-19')).toEqual(['2025-11-20T05:30:00.000Z'])
    expect(await at('&from=2025-11-21')).toEqual(['2025-11-21T06:00:00.000Z'])
  })

  it('pages with limit and before, by entry id or instant, never repeating or skipping', async () => {
    const username = unique('pages').toLowerCase()
    const same = '2025-03-01T10:00:00.000Z'
    const ids = await seedEntries(username, [
      { at: '2025-03-01T09:00:00.000Z' },
      { at: same },
      { at: same },
      { at: same },
      { at: '2025-03-01T11:00:00.000Z' },
    ])
    const expected = [ids[4], ids[3], ids[2], ids[1], ids[0]].map(String)
    const seen: string[] = []
    let before = ''
    for (let page = 0; page < 5; page++) {
      const res = await get(`?user=${username}&limit=2${before}`)
      expect(res.status).toBe(200)
      if (res.json.length === 0) break
      seen.push(...res.json.map((e: { id: number }) => String(e.id)))
      before = `&before=${res.json.at(-1).id}`
    }
    expect(seen).toEqual(expected)

    const older = await get(`?user=${username}&before=${encodeURIComponent(same)}`)
    expect(older.json.map((e: { id: number }) => String(e.id))).toEqual([String(ids[0])])
  })

  it.each([
    ['limit=0', 'limit'],
    [`limit=${AUDIT_PAGE.max + 1}`, 'limit'],
    ['limit=ten', 'limit'],
    ['before=yesterday', 'before'],
    ['before=999999999', 'before'],
    ['action=rename', 'action'],
    ['entity=Not%20an%20entity', 'entity'],
    ['from=2026-02-31', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'from'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await get(`?${query}`)
    expect(res.status).toBe(422)
    expect(res.json.detail).toEqual(expect.any(String))
    expect(res.json.errors).toEqual([{ field, message: expect.any(String) }])
  })

  it('takes the largest page', async () => {
    expect((await get(`?limit=${AUDIT_PAGE.max}`)).status).toBe(200)
  })
})

describe('the audit screen’s entity list', () => {
  it('names every collection and global whose changes are recorded', () => {
    const recorded = [
      ...payload.config.collections.map((c) => c.slug),
      ...payload.config.globals.map((g) => g.slug),
    ]
      // Payload's own records (preferences, migrations, locks) but its jobs.
      .filter((slug) => slug === 'payload-jobs' || !slug.startsWith('payload-'))
      .filter((slug) => !UNAUDITED.has(slug))
    const listed = AUDIT_ENTITIES.map((e) => e.value as string)
    expect(recorded.filter((slug) => !listed.includes(slug))).toEqual([])
  })
})

describe('the retention job', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

  async function seedAged(username: string, days: number[]) {
    const ids: (number | string)[] = []
    for (const age of days) {
      const at = daysAgo(age)
      const doc = await payload.db.create({
        collection: 'audit-log',
        data: { username, action: 'update', entity: 'events', createdAt: at, updatedAt: at },
      })
      ids.push(doc.id)
    }
    return ids
  }

  const remaining = async (username: string) =>
    (
      await payload.find({
        collection: 'audit-log',
        where: { username: { equals: username } },
        sort: ['createdAt', 'id'],
        pagination: false,
        depth: 0,
      })
    ).docs.map((e) => e.id)

  async function runPrune() {
    await payload.jobs.queue({
      task: PRUNE_AUDIT_LOG_TASK,
      queue: MAINTENANCE_QUEUE,
      input: {},
    })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE, limit: 10, silent: true })
  }

  it('deletes only entries older than the default retention, and records no entry of its own', async () => {
    const username = unique('aged').toLowerCase()
    const d = AUDIT_RETENTION_DAYS_DEFAULT
    const ids = await seedAged(username, [d + 30, d + 1, d - 1, 1])
    const started = await countEntries()
    await runPrune()
    expect(await remaining(username)).toEqual([ids[2], ids[3]])
    expect(await countEntries()).toBe(started - 2)
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { entity: { equals: 'audit-log' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('keeps AUDIT_RETENTION_DAYS days when set', async () => {
    const username = unique('short').toLowerCase()
    const ids = await seedAged(username, [45, 31, 29, 0])
    process.env.AUDIT_RETENTION_DAYS = '30'
    try {
      await runPrune()
    } finally {
      delete process.env.AUDIT_RETENTION_DAYS
    }
    expect(await remaining(username)).toEqual([ids[2], ids[3]])
  })

  it('queues its next daily run, once', async () => {
    await runPrune()
    await queueNextPrune(payload)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: PRUNE_AUDIT_LOG_TASK } }, { completedAt: { exists: false } }],
      },
      pagination: false,
      depth: 0,
    })
    expect(docs.map((job) => [job.queue, new Date(job.waitUntil!).toISOString()])).toEqual([
      [MAINTENANCE_QUEUE, nextPruneAt().toISOString()],
    ])
    const due = nextPruneAt().getTime() - Date.now()
    expect(due).toBeGreaterThan(0)
    expect(due).toBeLessThanOrEqual(86_400_000)
  })
})
