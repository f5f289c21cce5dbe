/**
 * The prayer wall against the real database: only approved, shared, on-wall, unexpired requests
 * are shown, with only the wall's fields and never the requester's email, phone or full name;
 * "I prayed" counts once per visitor per Dallas day, exactly, however many presses arrive at once;
 * the prayer team moderates it.
 */
import type { Payload } from 'payload'

import * as prayerList from '@/app/api/prayer-requests/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as wallRoute from '@/app/api/prayer-requests/[id]/wall/route'
import * as prayedRoute from '@/app/api/prayer-wall/[id]/prayed/route'
import * as wallList from '@/app/api/prayer-wall/route'
import { addDays, churchDate, startOfChurchDay } from '@/lib/churchClock'
import { PRAYER_WALL } from '@/lib/contract/limits'
import type { PrayerWallItemJson } from '@/lib/contract/types'
import type { PrayerRequest } from '@/payload-types'
import { prayFor } from '@/features/prayer/server/prayed'
import { getPrayerWallPage } from '@/features/prayer/server/read'

import { signIn, testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})

/** A requester whose full last name is in their email, so that a leak of either shows. */
const REQUESTER = {
  name: 'Naomi Ruth Reedsworth',
  email: 'naomi.reedsworth@example.org',
  phone: '(214) 555-0199',
}
const PRIVATE_TEXT = [/reedsworth/i, /555-0199/, /@example\.org/]

async function newRequest(data: Partial<PrayerRequest> = {}) {
  return payload.create({
    collection: 'prayer-requests',
    data: {
      ...REQUESTER,
      subject: unique('Healing'),
      message: 'Please pray for my mother in the hospital.',
      is_public: true,
      status: 'approved',
      ...data,
    },
  })
}

const putWall = (id: number | string, body: unknown, as = token) =>
  call(wallRoute.PUT, `/api/prayer-requests/${id}/wall`, {
    method: 'PUT',
    token: as,
    params: { id: String(id) },
    body,
  })

/** An approved, shared request put on the wall by the team. */
async function onTheWall(data: Partial<PrayerRequest> = {}) {
  const doc = await newRequest(data)
  const res = await putWall(doc.id, { on_wall: true })
  expect(res.status).toBe(200)
  return payload.findByID({ collection: 'prayer-requests', id: doc.id })
}

/** Moves the day a request went up (or was completed) back by `days` days. */
const backdate = (id: number, field: 'shared_at' | 'completed_at', days: number) =>
  payload.update({
    collection: 'prayer-requests',
    id,
    data: { [field]: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() },
  })

const pray = (id: number | string, ip = freshIp()) =>
  call(prayedRoute.POST, `/api/prayer-wall/${id}/prayed`, {
    method: 'POST',
    ip,
    params: { id: String(id) },
  })

/** Every request the wall shows now, through the API, all pages. */
async function wallItems(): Promise<PrayerWallItemJson[]> {
  const first = await call(wallList.GET, '/api/prayer-wall')
  expect(first.status).toBe(200)
  const items = [...first.json.items]
  for (let page = 2; page <= first.json.pages; page++) {
    items.push(...(await call(wallList.GET, `/api/prayer-wall?page=${page}`)).json.items)
  }
  return items
}

const ids = (items: { id: unknown }[]) => items.map((item) => item.id)

/** The ids of every request the wall would show at `now`, all pages. */
async function idsOnWallAt(now: Date) {
  const first = await getPrayerWallPage(1, now)
  const items = [...first.items]
  for (let page = 2; page <= first.pages; page++) {
    items.push(...(await getPrayerWallPage(page, now)).items)
  }
  return ids(items)
}

describe('the prayer form', () => {
  it('keeps the choice to be shown as "Anonymous", and nothing that would put a request up', async () => {
    const res = await call(prayerList.POST, '/api/prayer-requests', {
      body: {
        ...REQUESTER,
        subject: unique('Anonymous'),
        message: 'Please pray.',
        is_public: true,
        anonymous: true,
        on_wall: true,
        status: 'approved',
        prayed_count: 500,
        shared_at: new Date().toISOString(),
      },
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'prayer-requests', id: res.json.id })
    expect(stored).toMatchObject({
      anonymous: true,
      is_public: true,
      status: 'pending',
      on_wall: false,
      prayed_count: 0,
      shared_at: null,
    })
  })
})

describe('GET /api/prayer-wall', () => {
  it('lists only approved, shared requests the team put on the wall, newest first', async () => {
    const shown = await onTheWall()
    const newer = await onTheWall({ is_urgent: true })
    const pending = await newRequest({ status: 'pending' })
    const notPutUp = await newRequest()
    const takenDown = await onTheWall()
    expect((await putWall(takenDown.id, { on_wall: false })).status).toBe(200)
    const items = await wallItems()
    expect(ids(items)).toEqual(expect.arrayContaining([shown.id, newer.id]))
    for (const hidden of [pending, notPutUp, takenDown]) expect(ids(items)).not.toContain(hidden.id)
    expect(ids(items).indexOf(newer.id)).toBeLessThan(ids(items).indexOf(shown.id))
    expect(items.find((item) => item.id === newer.id)?.is_urgent).toBe(true)
  })

  it('answers only the wall fields: first name and last initial, never email, phone or full name', async () => {
    const doc = await onTheWall()
    const anonymous = await onTheWall({ anonymous: true })
    const res = await call(wallList.GET, '/api/prayer-wall')
    expect(Object.keys(res.json).sort()).toEqual(['items', 'page', 'pages'])
    const item = res.json.items.find((i: PrayerWallItemJson) => i.id === doc.id)
    expect(Object.keys(item).sort()).toEqual(
      [
        'answered',
        'id',
        'is_urgent',
        'message',
        'name',
        'prayed_count',
        'shared_at',
        'subject',
      ].sort(),
    )
    expect(item).toMatchObject({ name: 'Naomi R.', answered: null, prayed_count: 0 })
    expect(res.json.items.find((i: PrayerWallItemJson) => i.id === anonymous.id).name).toBe(
      'Anonymous',
    )
    for (const pattern of PRIVATE_TEXT) expect(res.text).not.toMatch(pattern)
  })

  it('gives the wall’s pages no email, phone or full last name (their HTML: e2e prayerWall)', async () => {
    await onTheWall({ public_message: 'Pray for healing and peace.' })
    const text = JSON.stringify(await getPrayerWallPage(1))
    expect(text).toContain('Naomi R.')
    expect(text).toContain('Pray for healing and peace.')
    for (const pattern of PRIVATE_TEXT) expect(text).not.toMatch(pattern)
  })

  it('shows the team’s text instead of the original, which is kept unchanged', async () => {
    const doc = await onTheWall()
    const res = await putWall(doc.id, { on_wall: true, public_message: 'Pray for our family.' })
    expect(res.json).toMatchObject({ public_message: 'Pray for our family.', on_wall: true })
    const item = (await wallItems()).find((i) => i.id === doc.id)
    expect(item?.message).toBe('Pray for our family.')
    const stored = await payload.findByID({ collection: 'prayer-requests', id: doc.id })
    expect(stored.message).toBe('Please pray for my mother in the hospital.')
    await putWall(doc.id, { on_wall: true, public_message: null })
    expect((await wallItems()).find((i) => i.id === doc.id)?.message).toBe(stored.message)
  })

  it(`leaves the wall after ${PRAYER_WALL.days} Dallas days; putting it back starts them again`, async () => {
    const lastDay = await onTheWall()
    const expired = await onTheWall()
    await backdate(lastDay.id, 'shared_at', PRAYER_WALL.days - 2)
    await backdate(expired.id, 'shared_at', PRAYER_WALL.days + 1)
    let items = await wallItems()
    expect(ids(items)).toContain(lastDay.id)
    expect(ids(items)).not.toContain(expired.id)
    // The day it went up counts as the first: the 30th day is its last.
    const wentUp = startOfChurchDay(churchDate())
    await payload.update({
      collection: 'prayer-requests',
      id: lastDay.id,
      data: { shared_at: wentUp.toISOString() },
    })
    const day30 = startOfChurchDay(addDays(churchDate(), PRAYER_WALL.days - 1))
    const day31 = startOfChurchDay(addDays(churchDate(), PRAYER_WALL.days))
    expect(await idsOnWallAt(day30)).toContain(lastDay.id)
    expect(await idsOnWallAt(day31)).not.toContain(lastDay.id)

    const back = await putWall(expired.id, { on_wall: true })
    expect(back.json.on_wall).toBe(true)
    items = await wallItems()
    expect(ids(items)).toContain(expired.id)
  })

  it('shows a completed request as Answered with its praise note for a week, then not', async () => {
    const answered = await onTheWall()
    const noNote = await onTheWall()
    const old = await onTheWall()
    for (const doc of [answered, noNote, old]) {
      await call(prayerStatus.PUT, `/api/prayer-requests/${doc.id}/status?status=completed`, {
        method: 'PUT',
        token,
        params: { id: String(doc.id) },
      })
    }
    await putWall(answered.id, { on_wall: true, praise_note: 'She is home and well!' })
    await putWall(old.id, { on_wall: true, praise_note: 'Healed.' })
    await backdate(old.id, 'completed_at', PRAYER_WALL.answeredDays + 1)
    const items = await wallItems()
    expect(items.find((i) => i.id === answered.id)?.answered).toEqual({
      praise_note: 'She is home and well!',
      answered_at: expect.any(String),
    })
    expect(ids(items)).not.toContain(noNote.id)
    expect(ids(items)).not.toContain(old.id)
  })

  it('refuses a page that is not a whole number from 1 (422), and answers an empty later page', async () => {
    const bad = await call(wallList.GET, '/api/prayer-wall?page=0')
    expect(bad.status).toBe(422)
    expect(bad.json.errors[0].field).toBe('page')
    const far = await call(wallList.GET, '/api/prayer-wall?page=9999')
    expect(far.json).toMatchObject({ items: [], page: 9999 })
  })

  it('pages the wall, at most one page of requests per answer', async () => {
    for (let i = 0; i <= PRAYER_WALL.pageSize; i++) await onTheWall()
    const first = await getPrayerWallPage(1)
    expect(first.items).toHaveLength(PRAYER_WALL.pageSize)
    expect(first.pages).toBeGreaterThanOrEqual(2)
    const second = await getPrayerWallPage(2)
    expect(ids(second.items).some((id) => ids(first.items).includes(id))).toBe(false)
  })
})

describe('POST /api/prayer-wall/{id}/prayed', () => {
  it('counts one press per visitor per Dallas day; a repeat answers the count unchanged', async () => {
    const doc = await onTheWall()
    const ip = freshIp()
    expect((await pray(doc.id, ip)).json).toEqual({ prayed_count: 1 })
    expect((await pray(doc.id, ip)).json).toEqual({ prayed_count: 1 })
    expect((await pray(doc.id)).json).toEqual({ prayed_count: 2 })
    // The next day in Dallas, the same visitor counts again.
    const tomorrow = startOfChurchDay(addDays(churchDate(), 1))
    expect(await prayFor(payload, String(doc.id), ip, tomorrow)).toBe(3)
    expect((await wallItems()).find((i) => i.id === doc.id)?.prayed_count).toBe(3)
  })

  it('is exact under 50 parallel presses: 50 visitors add 50, one visitor adds 1', async () => {
    const doc = await onTheWall()
    const many = await Promise.all(Array.from({ length: 50 }, () => pray(doc.id)))
    expect(many.every((res) => res.status === 200)).toBe(true)
    const ip = freshIp()
    const same = await Promise.all(Array.from({ length: 50 }, () => pray(doc.id, ip)))
    expect(same.every((res) => res.status === 200)).toBe(true)
    const stored = await payload.findByID({ collection: 'prayer-requests', id: doc.id })
    expect(stored.prayed_count).toBe(51)
    expect(Math.max(...same.map((res) => res.json.prayed_count))).toBe(51)
  })

  it('answers 404 for anything not on the wall', async () => {
    const pending = await newRequest({ status: 'pending' })
    const notShared = await newRequest({ is_public: false })
    const expired = await onTheWall()
    await backdate(expired.id, 'shared_at', PRAYER_WALL.days + 1)
    for (const id of [pending.id, notShared.id, expired.id, 99_999_999, 'abc']) {
      const res = await pray(id)
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ detail: 'Prayer request not found' })
    }
    const stored = await payload.findByID({ collection: 'prayer-requests', id: pending.id })
    expect(stored.prayed_count).toBe(0)
  })

  it('answers 429 with Retry-After past the limit per address', async () => {
    const doc = await onTheWall()
    process.env.RATE_LIMIT_PRAYERS_PER_10_MIN = '3'
    try {
      const ip = freshIp()
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await pray(doc.id, ip))
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429])
      expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      delete process.env.RATE_LIMIT_PRAYERS_PER_10_MIN
    }
  })
})

describe('PUT /api/prayer-requests/{id}/wall (the prayer team)', () => {
  it('puts up only approved requests that their requester chose to share (422 otherwise)', async () => {
    const pending = await newRequest({ status: 'pending' })
    const notShared = await newRequest({ is_public: false })
    const a = await putWall(pending.id, { on_wall: true })
    expect(a.status).toBe(422)
    expect(a.json).toEqual({
      detail: 'Only an approved request can go on the prayer wall',
      errors: [{ field: 'on_wall', message: 'Only an approved request can go on the prayer wall' }],
    })
    const b = await putWall(notShared.id, { on_wall: true })
    expect(b.status).toBe(422)
    expect(b.json.detail).toBe('The requester did not choose to share this request')
    expect((await putWall(pending.id, { on_wall: 'yes' })).status).toBe(422)
    expect(
      (await putWall(pending.id, { on_wall: true, praise_note: 'x'.repeat(1001) })).status,
    ).toBe(422)
  })

  it('needs the prayer part: 401 without a session, 403 for another role, 404 for no request', async () => {
    const doc = await newRequest()
    expect((await putWall(doc.id, { on_wall: true }, '')).status).toBe(401)
    const username = unique('office').toLowerCase()
    await payload.create({
      collection: 'users',
      data: { username, full_name: 'Office', password: 'office-password', roles: ['office'] },
    })
    const office = await payload.login({
      collection: 'users',
      data: { username, password: 'office-password' },
    })
    expect((await putWall(doc.id, { on_wall: true }, office.token)).status).toBe(403)
    expect((await putWall(99_999_999, { on_wall: true })).status).toBe(404)
  })

  it('is audited by field names only, never the words of the request', async () => {
    const doc = await onTheWall()
    await putWall(doc.id, { on_wall: true, public_message: 'Pray for Naomi and her mother.' })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ entity: { equals: 'prayer-requests' } }, { entity_id: { equals: String(doc.id) } }],
      },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((entry) => [entry.action, entry.fields])).toEqual([
      ['create', null],
      ['update', ['on_wall']],
      ['update', ['public_message']],
    ])
    expect(JSON.stringify(docs)).not.toMatch(/Naomi|mother/)
  })

  it('takes a request off the wall when it goes back to pending or to spam', async () => {
    const doc = await onTheWall()
    await call(prayerStatus.PUT, `/api/prayer-requests/${doc.id}/status?status=pending`, {
      method: 'PUT',
      token,
      params: { id: String(doc.id) },
    })
    const stored = await payload.findByID({ collection: 'prayer-requests', id: doc.id })
    expect(stored.on_wall).toBe(false)
  })

  it('adds the wall fields to the administrator’s list, keeping its contract fields', async () => {
    const doc = await onTheWall({ anonymous: true })
    await pray(doc.id)
    const res = await call(prayerList.GET, '/api/prayer-requests', { token })
    const item = res.json.find((i: { id: unknown }) => i.id === doc.id)
    expect(item).toMatchObject({
      name: REQUESTER.name,
      email: REQUESTER.email,
      phone: REQUESTER.phone,
      is_public: true,
      status: 'approved',
      on_wall: true,
      public_message: null,
      praise_note: null,
      shared_at: expect.any(String),
      prayed_count: 1,
      anonymous: true,
    })
  })
})
