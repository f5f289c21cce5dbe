/**
 * The office's subscribers (docs/api.md, "Inbox"): the list searched, filtered and paged with
 * its total in X-Total-Count; the CSV export (filtered, read in batches, safe in a
 * spreadsheet, recorded in the audit log); ending a subscription for a person who asked by
 * phone, as their own link would. Office and administrators only.
 */
import type { Payload } from 'payload'

import * as unsubscribeRoute from '@/app/api/newsletter/subscribers/[id]/unsubscribe/route'
import * as exportRoute from '@/app/api/newsletter/subscribers/export/route'
import * as listRoute from '@/app/api/newsletter/subscribers/route'
import { NOT_PERMITTED } from '@/lib/contract/roles'
import { SUBSCRIBER_LIST } from '@/lib/contract/limits'
import type { SubscriberStatus } from '@/lib/contract/values'
import type { Subscriber } from '@/payload-types'

import { personWith, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload
let office: Awaited<ReturnType<typeof personWith>>
let editor: Awaited<ReturnType<typeof personWith>>
/** This file's mark, in every name and email it makes, so that a search finds only them. */
let mark: string
/** This file's first subscribers, oldest first. */
let people: Subscriber[] = []

const list = (query = '', token = office.token) =>
  call(listRoute.GET, `/api/newsletter/subscribers${query}`, { token })

function subscriber(first_name: string, last_name: string, status: SubscriberStatus, email = '') {
  return payload.create({
    collection: 'subscribers',
    data: {
      first_name,
      last_name,
      email: email || `${first_name}.${last_name}.${mark}@example.org`.toLowerCase(),
      status,
    },
    overrideAccess: true,
  })
}

const emails = (rows: { email: string }[]) => rows.map((row) => row.email)

beforeAll(async () => {
  payload = await testPayload()
  office = await personWith(payload, ['office'])
  editor = await personWith(payload, ['editor'])
  mark = unique('sub')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  people = [
    await subscriber('Lydia', `Purple${mark}`, 'active'),
    await subscriber('Priscilla', `Tent${mark}`, 'pending'),
    await subscriber('Aquila', `Tent${mark}`, 'inactive'),
    await subscriber('Dorcas', `Weaver${mark}`, 'active'),
    await subscriber('Phoebe', `Deacon${mark}`, 'active', `phoebe.${mark}@EXAMPLE.org`),
  ]
})

describe('GET /api/newsletter/subscribers?search&status&limit&offset', () => {
  it('finds a search in a first name, a last name or the email, in any case', async () => {
    const byLast = await list(`?search=TENT${mark.toUpperCase()}`)
    expect(byLast.status).toBe(200)
    expect(byLast.json.map((row: Subscriber) => row.first_name)).toEqual(['Aquila', 'Priscilla'])
    expect(byLast.headers.get('x-total-count')).toBe('2')

    const byFirst = await list(`?search=lYDi&status=active`)
    expect(emails(byFirst.json)).toContain(people[0].email)

    const byEmail = await list(`?search=${encodeURIComponent(`phoebe.${mark}@`)}`)
    expect(emails(byEmail.json)).toEqual([people[4].email])
    expect(byEmail.json[0]).toEqual({
      id: people[4].id,
      first_name: 'Phoebe',
      last_name: `Deacon${mark}`,
      email: people[4].email,
      is_active: true,
      status: 'active',
      created_at: people[4].createdAt,
    })
  })

  it('filters by status', async () => {
    const active = await list(`?search=${mark}&status=active`)
    expect(emails(active.json)).toEqual([people[4], people[3], people[0]].map((p) => p.email))
    const pending = await list(`?search=${mark}&status=pending`)
    expect(emails(pending.json)).toEqual([people[1].email])
    const inactive = await list(`?search=${mark}&status=inactive`)
    expect(emails(inactive.json)).toEqual([people[2].email])
  })

  it('answers a page of `limit` after `offset`, newest first, with the count of all matches', async () => {
    const all = await list(`?search=${mark}`)
    const newestFirst = [...people].reverse().map((p) => p.email)
    expect(emails(all.json)).toEqual(newestFirst)
    expect(all.headers.get('x-total-count')).toBe('5')
    for (const [limit, offset] of [
      [2, 0],
      [2, 2],
      [2, 4],
      [3, 2],
      [2, 1],
      [4, 3],
      [2, 9],
    ]) {
      const page = await list(`?search=${mark}&limit=${limit}&offset=${offset}`)
      expect([limit, offset, emails(page.json)]).toEqual([
        limit,
        offset,
        newestFirst.slice(offset, offset + limit),
      ])
      expect(page.headers.get('x-total-count')).toBe('5')
    }
  })

  it('answers at most 500 when no limit is given, every status when none is asked', async () => {
    const res = await list()
    expect(res.json.length).toBeLessThanOrEqual(SUBSCRIBER_LIST.max)
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5)
    expect((await list('?search=&status=')).status).toBe(200)
  })

  it.each([
    ['?status=confirmed', 'status'],
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?limit=ten', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=1.5', 'offset'],
    [`?search=${'x'.repeat(255)}`, 'search'],
    ['?search=a%00b', 'search'],
  ])('refuses %s with 422 {detail, errors}', async (query, field) => {
    const res = await list(query)
    expect(res.status).toBe(422)
    expect(res.json.detail).toEqual(expect.any(String))
    expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual([field])
  })

  it('is for the office: 401 without a session, 403 for an editor', async () => {
    expect((await call(listRoute.GET, '/api/newsletter/subscribers')).status).toBe(401)
    const refused = await list(`?search=${mark}`, editor.token)
    expect([refused.status, refused.json.detail]).toEqual([403, NOT_PERMITTED])
  })
})

/** A CSV download as rows of cells (no cell of these tests holds a comma or a quote). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))

describe('GET /api/newsletter/subscribers/export', () => {
  it('downloads the subscribers a search and status name, newest first, and records it', async () => {
    const ip = freshIp()
    const res = await call(
      exportRoute.GET,
      `/api/newsletter/subscribers/export?search=${mark}&status=active`,
      {
        token: office.token,
        ip,
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.text.endsWith('\r\n')).toBe(true)
    expect(rowsOf(res.text)).toEqual([
      ['first_name', 'last_name', 'email', 'status', 'created_at'],
      ...[people[4], people[3], people[0]].map((p) => [
        p.first_name,
        p.last_name,
        p.email,
        'active',
        p.createdAt,
      ]),
    ])

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ username: { equals: office.username } }, { action: { equals: 'export' } }] },
      depth: 0,
    })
    expect(docs.map((e) => [e.action, e.entity, e.entity_id, e.user_id, e.ip])).toEqual([
      ['export', 'subscribers', null, office.user.id, ip],
    ])
  })

  it('keeps a spreadsheet from running a name as a formula', async () => {
    const label = unique('formula')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
    const names = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2', '@SUM(A1)', '\tTab']
    for (const [i, first] of names.entries()) {
      await subscriber(first, `${label}${i}`, 'pending', `f${i}.${label}@example.org`)
    }
    const res = await call(exportRoute.GET, `/api/newsletter/subscribers/export?search=${label}`, {
      token: office.token,
    })
    const lines = res.text.trimEnd().split('\r\n').slice(1)
    expect(lines).toHaveLength(names.length)
    expect(lines.map((line) => line.slice(0, line.indexOf(`,${label}`)))).toEqual([
      "'\tTab",
      "'@SUM(A1)",
      "'-2",
      "'+1+1",
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    ])
  })

  it('reads past one batch without repeating or skipping anyone', async () => {
    const label = unique('batch')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
    const count = SUBSCRIBER_LIST.exportBatch + 3
    // Straight into the table (no hooks): the same instant for many, as a bulk import would.
    for (let i = 0; i < count; i++) {
      await payload.db.create({
        collection: 'subscribers',
        data: {
          first_name: 'Batch',
          last_name: `${label}`,
          email: `b${i}.${label}@example.org`,
          status: 'active',
          unsubscribes: 0,
        },
      })
    }
    const res = await call(exportRoute.GET, `/api/newsletter/subscribers/export?search=${label}`, {
      token: office.token,
    })
    const exported = rowsOf(res.text)
      .slice(1)
      .map((row) => row[2])
    expect(exported).toHaveLength(count)
    expect(new Set(exported).size).toBe(count)
  })

  it('is for the office: 401 without a session, 403 for an editor, and then records nothing', async () => {
    expect((await call(exportRoute.GET, '/api/newsletter/subscribers/export')).status).toBe(401)
    const refused = await call(exportRoute.GET, '/api/newsletter/subscribers/export', {
      token: editor.token,
    })
    expect([refused.status, refused.json.detail]).toEqual([403, NOT_PERMITTED])
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { and: [{ username: { equals: editor.username } }, { action: { equals: 'export' } }] },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses a bad status with 422', async () => {
    const res = await call(exportRoute.GET, '/api/newsletter/subscribers/export?status=gone', {
      token: office.token,
    })
    expect([res.status, res.json.errors[0].field]).toEqual([422, 'status'])
  })
})

describe('POST /api/newsletter/subscribers/{id}/unsubscribe', () => {
  const unsubscribe = (id: string | number, token = office.token, ip = freshIp()) =>
    call(unsubscribeRoute.POST, `/api/newsletter/subscribers/${id}/unsubscribe`, {
      method: 'POST',
      token,
      ip,
      params: { id: String(id) },
    })

  it('ends an active subscription, counted and recorded with the office’s name', async () => {
    const person = await subscriber('Tabitha', `Joppa${mark}`, 'active')
    const ip = freshIp()
    const res = await unsubscribe(person.id, office.token, ip)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: person.id,
      first_name: 'Tabitha',
      last_name: `Joppa${mark}`,
      email: person.email,
      is_active: false,
      status: 'inactive',
      created_at: person.createdAt,
    })
    const stored = await payload.findByID({ collection: 'subscribers', id: person.id })
    expect([stored.status, stored.unsubscribes]).toEqual(['inactive', 1])

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ entity: { equals: 'subscribers' } }, { entity_id: { equals: String(person.id) } }],
      },
      sort: '-createdAt',
      depth: 0,
    })
    expect(docs[0]).toMatchObject({
      action: 'status_change',
      fields: ['status', 'unsubscribes'],
      user_id: office.user.id,
      username: office.username,
      ip,
    })
  })

  it('ends a pending one too, and leaves an ended one as it is', async () => {
    const pending = await subscriber('Rhoda', `Door${mark}`, 'pending')
    expect((await unsubscribe(pending.id)).json.status).toBe('inactive')
    const again = await unsubscribe(pending.id)
    expect([again.status, again.json.status]).toEqual([200, 'inactive'])
    const stored = await payload.findByID({ collection: 'subscribers', id: pending.id })
    expect(stored.unsubscribes).toBe(1)
  })

  it('answers 404 Subscriber not found for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'abc', '1.5']) {
      const res = await unsubscribe(id)
      expect([id, res.status, res.json]).toEqual([id, 404, { detail: 'Subscriber not found' }])
    }
  })

  it('is for the office: 401 without a session, 403 for an editor, and changes nothing', async () => {
    const person = await subscriber('Eunice', `Lystra${mark}`, 'active')
    const anonymous = await call(
      unsubscribeRoute.POST,
      `/api/newsletter/subscribers/${person.id}/unsubscribe`,
      { method: 'POST', params: { id: String(person.id) } },
    )
    expect(anonymous.status).toBe(401)
    const refused = await unsubscribe(person.id, editor.token)
    expect([refused.status, refused.json.detail]).toEqual([403, NOT_PERMITTED])
    expect((await payload.findByID({ collection: 'subscribers', id: person.id })).status).toBe(
      'active',
    )
  })

  it('answers 405 to a GET', async () => {
    const res = await call(unsubscribeRoute.GET, `/api/newsletter/subscribers/1/unsubscribe`, {
      token: office.token,
      params: { id: '1' },
    })
    expect(res.status).toBe(405)
  })
})
