/**
 * Event registrations against the real database (SQLite with `npm test`, PostgreSQL with
 * `npm run test:pg`): the settings in the event answers, the public registration (refusals,
 * one per email, spam, audit), the closing time on the church's clock, seats counted with
 * party sizes and exact under a burst, and the confirmation sent once through the jobs queue
 * and a real SMTP server with its calendar file.
 */
import { inbox, linkTo } from '../helpers/smtpInbox'

import type { Payload } from 'payload'

import * as eventItem from '@/app/api/events/[id]/route'
import * as events from '@/app/api/events/route'
import { addDays, churchDate, churchInstant, churchWallClock } from '@/lib/churchClock'

import { captureLogs, testPayload, unique } from '../helpers'
import {
  adminBearer,
  deliver,
  eventWith,
  icsOf,
  mailTo,
  person,
  publicEvent,
  registerFor,
  roster,
} from '../helpers/registrations'
import { call } from './request'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await adminBearer()
})

afterAll(async () => {
  await inbox.close()
})

describe('an event’s registration in the public answers', () => {
  it('shows capacity, seats left, waiting list and closing time; null when it takes none', async () => {
    const event = await eventWith(
      { capacity: 12, waitlist: true },
      { date: '2031-12-24', time: '18:30' },
    )
    const plain = await payload.create({
      collection: 'events',
      data: {
        title: unique('Potluck'),
        date: '2031-12-25',
        time: 'After worship',
        location: 'Lawn',
        description: 'Bring a dish.',
      },
    })
    expect((await registerFor(event, person('seat', { party_size: 3 }))).status).toBe(201)

    // 18:30 on December 24 in Dallas (CST, UTC-6).
    expect((await publicEvent(event)).registration).toEqual({
      enabled: true,
      capacity: 12,
      seats_left: 9,
      waitlist: true,
      closes_at: '2031-12-25T00:30:00.000Z',
    })
    expect((await publicEvent(plain)).registration).toBeNull()
    const list = (await call(events.GET, '/api/events')).json as {
      id: number
      registration: unknown
    }[]
    expect(list.find((e) => e.id === event.id)?.registration).toMatchObject({ seats_left: 9 })
    expect(list.find((e) => e.id === plain.id)?.registration).toBeNull()
  })

  it('is set through POST and PUT /api/events; a closing time may be a Dallas wall-clock time', async () => {
    const body = {
      title: unique('Men’s breakfast'),
      date: '2031-07-04',
      time: '8:00 AM',
      location: 'Fellowship Hall',
      description: 'Pancakes.',
      registration: {
        enabled: true,
        capacity: '40',
        waitlist: true,
        closes_at: '2031-07-03T21:00',
      },
    }
    const created = await call(events.POST, '/api/events', { body, token })
    expect(created.status).toBe(201)
    // 21:00 on July 3 in Dallas (CDT, UTC-5).
    expect(created.json.registration).toMatchObject({
      capacity: 40,
      seats_left: 40,
      closes_at: '2031-07-04T02:00:00.000Z',
    })
    const unlimited = await call(eventItem.PUT, `/api/events/${created.json.id}`, {
      method: 'PUT',
      params: { id: String(created.json.id) },
      body: { ...body, registration: { enabled: true, capacity: null, closes_at: null } },
      token,
    })
    expect(unlimited.status).toBe(200)
    // Without a closing time: when the event starts, 8:00 in Dallas.
    expect(unlimited.json.registration).toEqual({
      enabled: true,
      capacity: null,
      seats_left: null,
      waitlist: false,
      closes_at: '2031-07-04T13:00:00.000Z',
    })
    const bad = await call(events.POST, '/api/events', {
      body: { ...body, registration: { enabled: true, capacity: 0, closes_at: 'soon' } },
      token,
    })
    expect(bad.status).toBe(422)
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'registration.capacity',
      'registration.closes_at',
    ])
  })
})

describe('POST /api/events/{id}/registrations', () => {
  it('confirms a party that fits and emails the confirmation once, with the event as .ics', async () => {
    const event = await eventWith({ capacity: 10 })
    const body = person('confirmed', {
      party_size: 3,
      phone: '(214) 555-0100',
      notes: 'Vegetarian',
    })
    const res = await registerFor(event, body)
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ id: expect.any(Number), status: 'confirmed' })

    await deliver()
    await deliver()
    const mails = mailTo(body.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`You are registered: ${event.title}`)
    expect(mails[0].text).toContain('a party of 3')
    const ics = icsOf(mails[0])!
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain(`UID:event-${event.id}@`)
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${event.date.replace(/-/g, '')}T183000`)
    expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n')
    // RFC 5545: CRLF line ends, no line over 75 octets, every BEGIN closed by its END.
    const lines = ics.slice(0, -2).split('\r\n')
    expect(lines.every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)).toBe(true)
    const open: string[] = []
    for (const line of lines) {
      if (line.startsWith('BEGIN:')) open.push(line.slice(6))
      if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4))
    }
    expect(open).toEqual([])
    expect(lines).toContain('TZID:America/Chicago')
    expect(mails[0].parsed.attachments[0].contentType).toBe('text/calendar')
    expect(linkTo(mails[0], '/registrations/cancel/').pathname).toMatch(
      /^\/registrations\/cancel\/\d+\.[A-Za-z0-9_-]{43}$/,
    )
  })

  it('refuses bad input (422), an unknown event (404), and registration that is off (409)', async () => {
    const event = await eventWith()
    const invalid = await registerFor(event, { name: '', email: 'nope', party_size: 11 })
    expect(invalid.status).toBe(422)
    expect(invalid.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'name',
      'party_size',
    ])
    expect((await registerFor(event, person('x', { party_size: 0 }))).status).toBe(422)
    expect((await registerFor(event, person('x', { party_size: '2.5' }))).status).toBe(422)
    const missing = await registerFor(event, { name: 'A', email: 'a@example.org' })
    expect(missing.json.errors).toEqual([
      { field: 'party_size', message: 'Party size is required' },
    ])
    expect((await registerFor({ id: 999_999_999 }, person())).status).toBe(404)
    expect((await registerFor({ id: 'abc' as never }, person())).json).toEqual({
      detail: 'Event not found',
    })
    const off = await eventWith({ enabled: false })
    expect(await registerFor(off, person())).toMatchObject({
      status: 409,
      json: { detail: 'This event does not take registrations' },
    })
    expect(await roster(event)).toEqual([])
  })

  it('refuses a party that does not fit when there is no waiting list (409)', async () => {
    const event = await eventWith({ capacity: 4 })
    expect((await registerFor(event, person('a', { party_size: 3 }))).status).toBe(201)
    const full = await registerFor(event, person('b', { party_size: 2 }))
    expect(full).toMatchObject({ status: 409, json: { detail: 'This event is full' } })
    expect((await registerFor(event, person('c', { party_size: 1 }))).status).toBe(201)
    expect((await publicEvent(event)).registration.seats_left).toBe(0)
  })

  it('takes one registration per email and event: a second try is answered as a new one and the details are emailed again', async () => {
    const event = await eventWith({ capacity: 5 })
    const body = person('twice')
    const first = await registerFor(event, body)
    expect(first.status).toBe(201)
    const again = await registerFor(event, {
      ...body,
      email: body.email.toUpperCase(),
      party_size: 4,
    })
    expect(again.status).toBe(201)
    expect(again.json).toEqual({ id: first.json.id, status: 'confirmed' })
    // At most one email again every 10 minutes.
    expect((await registerFor(event, body)).json).toEqual({
      id: first.json.id,
      status: 'confirmed',
    })
    await deliver()
    expect(mailTo(body.email).map((m) => m.subject)).toEqual([
      `You are registered: ${event.title}`,
      `You are registered: ${event.title}`,
    ])
    expect(await roster(event)).toHaveLength(1)
    expect((await publicEvent(event)).registration.seats_left).toBe(4)
  })

  it('tells nobody another address’s status or place: someone else’s email on a full event gets a new one’s answer', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true })
    const owner = person('owner')
    await registerFor(event, owner)
    await registerFor(event, person('waiting-1'))
    const waiting = person('waiting-2')
    expect((await registerFor(event, waiting)).json).toMatchObject({ position: 2 })
    // The owner is confirmed and the other waits 2nd; a stranger using either address is told
    // what a new registration would be told now: 3rd on the waiting list.
    for (const email of [owner.email, waiting.email]) {
      const res = await registerFor(event, person('stranger', { email }))
      expect(res.status).toBe(201)
      expect(res.json).toMatchObject({ status: 'waitlisted', position: 3 })
      expect(res.json.already_registered).toBeUndefined()
    }
    await deliver()
    expect(mailTo(owner.email).map((m) => m.subject)).toEqual([
      `You are registered: ${event.title}`,
      `You are registered: ${event.title}`,
    ])
    expect(await roster(event)).toHaveLength(3)
  })

  it('keeps a registration that looks automated as spam: answered like a person, no seat, no email', async () => {
    const event = await eventWith({ capacity: 5 })
    const body = person('bot', { website: 'http://spam.example' })
    const res = await registerFor(event, body)
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ id: expect.any(Number), status: 'confirmed' })
    await deliver()
    expect(mailTo(body.email)).toHaveLength(0)
    expect((await roster(event)).map((r) => r.status)).toEqual(['spam'])
    expect((await publicEvent(event)).registration.seats_left).toBe(5)
  })

  it('records a visitor’s registration in the audit log, without a person', async () => {
    const event = await eventWith()
    const res = await registerFor(event, person('audited'))
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { entity: { equals: 'event-registrations' } },
          { entity_id: { equals: String(res.json.id) } },
        ],
      },
    })
    expect(docs.map((d) => [d.action, d.username ?? null])).toEqual([['create', null]])
  })
})

describe('the closing time, on the church’s clock', () => {
  it('closes at the event’s start in Dallas by default', async () => {
    const now = new Date()
    const wall = churchWallClock(new Date(now.getTime() - 2 * 60_000))
    const started = await eventWith({}, { date: wall.slice(0, 10), time: wall.slice(11) })
    expect(await registerFor(started, person())).toMatchObject({
      status: 409,
      json: { detail: 'Registration for this event is closed' },
    })
    const later = churchWallClock(new Date(now.getTime() + 10 * 60_000))
    const soon = await eventWith({}, { date: later.slice(0, 10), time: later.slice(11) })
    expect((await registerFor(soon, person())).status).toBe(201)
  })

  it('closes at the closing time set, whatever the server’s time zone', async () => {
    const today = churchDate()
    const closed = await eventWith({ closes_at: new Date(Date.now() - 60_000).toISOString() })
    expect((await registerFor(closed, person())).status).toBe(409)
    const open = await eventWith({ closes_at: new Date(Date.now() + 60_000).toISOString() })
    expect((await registerFor(open, person())).status).toBe(201)
    // A free-text time ("All day") starts at midnight in Dallas.
    const allDay = await eventWith({}, { date: addDays(today, 2), time: 'All day' })
    expect((await publicEvent(allDay)).registration.closes_at).toBe(
      churchInstant(addDays(today, 2), 0, 0).toISOString(),
    )
  })

  it('lets the office add someone by hand after closing, to the waiting list when full', async () => {
    const closed = await eventWith({
      capacity: 1,
      closes_at: new Date(Date.now() - 60_000).toISOString(),
    })
    const first = await registerFor(closed, person('hand-1'), { token })
    expect(first.json).toEqual({ id: expect.any(Number), status: 'confirmed' })
    const second = await registerFor(closed, person('hand-2'), { token })
    expect(second.status).toBe(201)
    expect(second.json).toEqual({ id: expect.any(Number), status: 'waitlisted', position: 1 })
    expect((await registerFor(closed, person(), { token: 'not-a-token' })).status).toBe(401)
  })
})

describe('50 registrations at once', () => {
  it('confirm exactly 10 for 10 seats and put the other 40 on the waiting list, 1 to 40', async () => {
    const event = await eventWith({ capacity: 10, waitlist: true })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => registerFor(event, person(`burst-${i}`))),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201))
    const confirmed = answers.filter((a) => a.json.status === 'confirmed')
    const waiting = answers.filter((a) => a.json.status === 'waitlisted')
    expect(confirmed).toHaveLength(10)
    expect(waiting.map((a) => a.json.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    const rows = await roster(event)
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10)
    // The roster's places are the ones each was told, in the order they came.
    const told = new Map(waiting.map((a) => [a.json.id, a.json.position]))
    for (const row of rows.filter((r) => r.status === 'waitlisted')) {
      expect(row.position).toBe(told.get(row.id))
    }
    expect((await publicEvent(event)).registration.seats_left).toBe(0)
  })

  it('count party sizes: exactly 10 people confirmed, and no waiting party fits the rest', async () => {
    const event = await eventWith({ capacity: 10, waitlist: true })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        registerFor(event, person(`party-${i}`, { party_size: (i % 3) + 1 })),
      ),
    )
    expect(answers.every((a) => a.status === 201)).toBe(true)
    const rows = await roster(event)
    const people = rows
      .filter((r) => r.status === 'confirmed')
      .reduce((sum, r) => sum + r.party_size, 0)
    expect(people).toBe(10)
    const places = rows
      .filter((r) => r.status === 'waitlisted')
      .map((r) => r.position)
      .sort((a, b) => a! - b!)
    expect(places).toEqual(Array.from({ length: places.length }, (_, i) => i + 1))
  })

  it('confirm exactly 10 and refuse 40 with 409 when there is no waiting list', async () => {
    const event = await eventWith({ capacity: 10, waitlist: false })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => registerFor(event, person(`nolist-${i}`))),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40)
    expect(await roster(event)).toHaveLength(10)
  })
})

describe('what the log shows', () => {
  it('prints nothing unexpected', async () => {
    const logs = captureLogs(payload)
    const event = await eventWith()
    await registerFor(event, person('quiet'))
    await deliver()
    expect(logs).toEqual([])
  })
})
