import * as churchHistory from '@/app/api/church-history/route'
import * as churchInfo from '@/app/api/church-info/route'
import * as adminChurchHistory from '@/app/api/admin/church-history/route'
import * as adminChurchInfo from '@/app/api/admin/church-info/route'
import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as gallery from '@/app/api/gallery/route'
import * as galleryItem from '@/app/api/gallery/[id]/route'
import * as ministries from '@/app/api/ministries/route'
import * as ministryItem from '@/app/api/ministries/[id]/route'
import * as serviceTimes from '@/app/api/service-times/route'
import * as sermons from '@/app/api/sermons/route'
import * as sermonItem from '@/app/api/sermons/[id]/route'
import * as staff from '@/app/api/staff/route'
import * as staffItem from '@/app/api/staff/[id]/route'

import { signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let token: string
beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

const validBodies = {
  staff: () => ({ name: unique('Pastor'), title: 'Pastor', bio: 'Serves.', photo: '/media/x.jpg' }),
  events: () => ({
    title: unique('Picnic'),
    date: '2031-05-02',
    time: '18:30',
    location: 'Hall',
    description: 'Food.',
  }),
  ministries: () => ({
    name: unique('Choir'),
    description: 'Sings.',
    leader: 'Ann',
    meetingTime: 'Thursdays 7 PM',
  }),
  sermons: () => ({
    title: unique('Grace'),
    preacher: 'Rev. A',
    date: '2026-01-04',
    scripture: 'John 3:16',
    summary: 'Love.',
    audioUrl: 'https://example.org/a.mp3',
  }),
  gallery: () => ({ url: 'https://example.org/p.jpg', alt: unique('Choir singing') }),
}

const routes = {
  staff: { list: staff, item: staffItem, label: 'Staff member' },
  events: { list: events, item: eventItem, label: 'Event' },
  ministries: { list: ministries, item: ministryItem, label: 'Ministry' },
  sermons: { list: sermons, item: sermonItem, label: 'Sermon' },
  gallery: { list: gallery, item: galleryItem, label: 'Gallery image' },
}

describe.each(Object.keys(routes) as (keyof typeof routes)[])('/api/%s', (name) => {
  const { list, item, label } = routes[name]
  const path = `/api/${name}`

  it('creates (201, the list shape), updates (200), lists and deletes', async () => {
    const created = await call(list.POST, path, { token, body: validBodies[name]() })
    expect(created.status).toBe(201)
    const id = String(created.json.id)
    const listed = await call(list.GET, path)
    expect(listed.status).toBe(200)
    expect(Array.isArray(listed.json)).toBe(true)
    const fromList = listed.json.find((row: { id: unknown }) => String(row.id) === id)
    expect(fromList).toEqual(created.json)

    const field =
      name === 'gallery' ? 'alt' : name === 'staff' || name === 'ministries' ? 'name' : 'title'
    const updated = await call(item.PUT, `${path}/${id}`, {
      method: 'PUT',
      token,
      params: { id },
      body: { ...validBodies[name](), [field]: 'Changed' },
    })
    expect(updated.status).toBe(200)
    expect(updated.json[field]).toBe('Changed')
    expect(Object.keys(updated.json).sort()).toEqual(Object.keys(created.json).sort())

    const deleted = await call(item.DELETE, `${path}/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ success: true })
    const gone = await call(item.DELETE, `${path}/${id}`, {
      method: 'DELETE',
      token,
      params: { id },
    })
    expect(gone.status).toBe(404)
    expect(gone.json).toEqual({ detail: `${label} not found` })
  })

  it('refuses writes without a token (401) and a missing required field (422)', async () => {
    const anonymous = await call(list.POST, path, { body: validBodies[name]() })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toEqual({ detail: 'Not authenticated' })
    const empty = await call(list.POST, path, { token, body: {} })
    expect(empty.status).toBe(422)
    expect(empty.json.errors.length).toBeGreaterThan(0)
    expect(empty.json.errors[0]).toEqual({ field: expect.any(String), message: expect.any(String) })
  })

  it('replaces the whole record on PUT: a missing required field is 422 and changes nothing', async () => {
    const body = validBodies[name]()
    const created = await call(list.POST, path, { token, body })
    const id = String(created.json.id)
    const field =
      name === 'gallery' ? 'alt' : name === 'staff' || name === 'ministries' ? 'name' : 'title'
    const partial = await call(item.PUT, `${path}/${id}`, {
      method: 'PUT',
      token,
      params: { id },
      body: { [field]: 'Only this' },
    })
    expect(partial.status).toBe(422)
    expect(partial.json.errors.length).toBeGreaterThan(0)
    const stored = await call(item.GET, `${path}/${id}`, { params: { id } })
    expect(stored.json).toEqual(created.json)
  })

  it('answers 404 naming the entity for an unknown id and 405 for a wrong method', async () => {
    const res = await call(item.PUT, `${path}/999999`, {
      method: 'PUT',
      token,
      params: { id: '999999' },
      body: validBodies[name](),
    })
    expect(res.status).toBe(404)
    expect(res.json.detail).toBe(`${label} not found`)
    const wrong = await call(list.DELETE, path, { method: 'DELETE', token })
    expect(wrong.status).toBe(405)
    expect(wrong.json.detail).toMatch(/not allowed/)
  })
})

describe('list order', () => {
  it('lists events by date ascending and sermons by date descending', async () => {
    for (const date of ['2032-03-01', '2030-03-01', '2031-03-01']) {
      await call(events.POST, '/api/events', { token, body: { ...validBodies.events(), date } })
      await call(sermons.POST, '/api/sermons', { token, body: { ...validBodies.sermons(), date } })
    }
    const eventDates = (await call(events.GET, '/api/events')).json.map(
      (e: { date: string }) => e.date,
    )
    expect(eventDates).toEqual([...eventDates].sort())
    const sermonDates = (await call(sermons.GET, '/api/sermons')).json.map(
      (e: { date: string }) => e.date,
    )
    expect(sermonDates).toEqual([...sermonDates].sort().reverse())
  })

  it("lists staff by the admin's sort order and the gallery newest first", async () => {
    const second = await call(staff.POST, '/api/staff', {
      token,
      body: { ...validBodies.staff(), sort_order: -500 },
    })
    const first = await call(staff.POST, '/api/staff', {
      token,
      body: { ...validBodies.staff(), sort_order: -900 },
    })
    const ids = (await call(staff.GET, '/api/staff')).json.map((s: { id: unknown }) => s.id)
    expect(ids.indexOf(first.json.id)).toBeLessThan(ids.indexOf(second.json.id))

    const older = await call(gallery.POST, '/api/gallery', { token, body: validBodies.gallery() })
    const newer = await call(gallery.POST, '/api/gallery', { token, body: validBodies.gallery() })
    const galleryIds = (await call(gallery.GET, '/api/gallery')).json.map(
      (g: { id: unknown }) => g.id,
    )
    expect(galleryIds.indexOf(newer.json.id)).toBeLessThan(galleryIds.indexOf(older.json.id))
    expect(older.json.category).toBe('worship')
  })
})

describe('input rules', () => {
  it('accepts the aliases meetingTime, audioUrl and url', async () => {
    const ministry = await call(ministries.POST, '/api/ministries', {
      token,
      body: validBodies.ministries(),
    })
    expect(ministry.json.meeting_time).toBe('Thursdays 7 PM')
    const sermon = await call(sermons.POST, '/api/sermons', { token, body: validBodies.sermons() })
    expect(sermon.json.audio_url).toBe('https://example.org/a.mp3')
    const image = await call(gallery.POST, '/api/gallery', { token, body: validBodies.gallery() })
    expect(image.json.src).toBe('https://example.org/p.jpg')
  })

  it('refuses a javascript: link, an unknown gallery category and a bad date (422)', async () => {
    const link = await call(gallery.POST, '/api/gallery', {
      token,
      body: { src: 'javascript:alert(1)', alt: 'x' },
    })
    expect(link.status).toBe(422)
    const category = await call(gallery.POST, '/api/gallery', {
      token,
      body: { ...validBodies.gallery(), category: 'parties' },
    })
    expect(category.status).toBe(422)
    const date = await call(events.POST, '/api/events', {
      token,
      body: { ...validBodies.events(), date: '2031-02-30' },
    })
    expect(date.status).toBe(422)
    expect(date.json.errors[0].field).toBe('date')
  })

  it('trims text and keeps it otherwise exactly as sent', async () => {
    const res = await call(events.POST, '/api/events', {
      token,
      body: { ...validBodies.events(), title: '  <b>Fish & Chips</b>  ' },
    })
    expect(res.json.title).toBe('<b>Fish & Chips</b>')
  })
})

describe('church settings', () => {
  it('reads church info, history and service times publicly', async () => {
    const info = await call(churchInfo.GET, '/api/church-info')
    expect(Object.keys(info.json).sort()).toEqual(
      ['address', 'email', 'mission', 'name', 'phone', 'tagline'].sort(),
    )
    const history = await call(churchHistory.GET, '/api/church-history')
    expect(history.json.founding).toBe(1961)
    expect(history.json.milestones[0]).toEqual({
      year: expect.any(String),
      event: expect.any(String),
    })
    const times = await call(serviceTimes.GET, '/api/service-times')
    expect(times.json[0]).toEqual({
      day: expect.any(String),
      time: expect.any(String),
      service: expect.any(String),
    })
  })

  it('updates church info (auth; all six fields; email format)', async () => {
    const current = (await call(churchInfo.GET, '/api/church-info')).json
    const anonymous = await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      body: current,
    })
    expect(anonymous.status).toBe(401)
    const badEmail = await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      token,
      body: { ...current, email: 'nope' },
    })
    expect(badEmail.status).toBe(422)
    const missing = await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      token,
      body: { ...current, tagline: undefined },
    })
    expect(missing.status).toBe(422)
    const ok = await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      token,
      body: { ...current, tagline: 'A new tagline' },
    })
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual({ ...current, tagline: 'A new tagline' })
    await call(adminChurchInfo.PUT, '/api/admin/church-info', {
      method: 'PUT',
      token,
      body: current,
    })
  })

  it('updates church history (each milestone needs year and event)', async () => {
    const current = (await call(churchHistory.GET, '/api/church-history')).json
    const bad = await call(adminChurchHistory.PUT, '/api/admin/church-history', {
      method: 'PUT',
      token,
      body: { ...current, milestones: [{ year: '1970' }] },
    })
    expect(bad.status).toBe(422)
    const ok = await call(adminChurchHistory.PUT, '/api/admin/church-history', {
      method: 'PUT',
      token,
      body: current,
    })
    expect(ok.status).toBe(200)
    expect(ok.json).toEqual(current)
  })
})
