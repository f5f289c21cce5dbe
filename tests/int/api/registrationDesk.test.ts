/**
 * What happens to registrations after they are taken, against the real database (both
 * databases): cancelling by the emailed link, promotion from the waiting list in its order,
 * the office's roster (list, CSV, check-in, changes by hand), changes made in Payload, and the
 * reminder the day before, each email sent once through the jobs queue and a real SMTP server.
 */
import { inbox, linkTo } from '../helpers/smtpInbox'

import { createLocalReq, type Payload } from 'payload'

import * as registrationsCsv from '@/app/api/events/[id]/registrations.csv/route'
import * as eventRegistrations from '@/app/api/events/[id]/registrations/route'
import * as registrationItem from '@/app/api/registrations/[id]/route'
import * as cancel from '@/app/api/registrations/cancel/route'
import { addDays, churchDate } from '@/lib/churchClock'
import type { Event } from '@/payload-types'
import { cancelByLink } from '@/server/registrations/cancel'
import { sendReminders } from '@/server/registrations/reminders'

import { testPayload, unique } from '../helpers'
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

describe('cancelling', () => {
  /** Registers people in turn; returns their answers and emails. */
  async function inTurn(event: Event, sizes: number[]) {
    const out: { id: number; email: string; status: string; position?: number }[] = []
    for (const [i, size] of sizes.entries()) {
      const body = person(`turn-${i}`, { party_size: size })
      const res = await registerFor(event, body)
      expect(res.status).toBe(201)
      out.push({ ...res.json, email: body.email })
    }
    return out
  }

  const cancelTokenOf = (email: string) => {
    const mail = mailTo(email)[0]
    return decodeURIComponent(linkTo(mail, '/registrations/cancel/').pathname.split('/').at(-1)!)
  }

  it('by the emailed link frees the seats and promotes, in order, the first whose party fits', async () => {
    const event = await eventWith({ capacity: 3, waitlist: true })
    const [a, b, , d, e, f] = await inTurn(event, [1, 1, 1, 2, 1, 1])
    expect([d.position, e.position, f.position]).toEqual([1, 2, 3])
    await deliver()

    // Opening the link asks; it changes nothing.
    const asked = await cancelByLink(payload, cancelTokenOf(a.email))
    expect(asked.kind).toBe('ask')
    expect((await roster(event)).find((r) => r.id === a.id)?.status).toBe('confirmed')

    const res = await call(cancel.POST, '/api/registrations/cancel', {
      body: { token: cancelTokenOf(a.email) },
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ success: true, id: a.id, status: 'cancelled' })
    // One seat: the party of 2 (first) does not fit; the next, of 1, does.
    let rows = await roster(event)
    const status = (id: number) => rows.find((r) => r.id === id)
    expect(status(a.id)?.status).toBe('cancelled')
    expect(status(e.id)).toMatchObject({ status: 'confirmed', position: null })
    expect(status(d.id)).toMatchObject({ status: 'waitlisted', position: 1 })
    expect(status(f.id)).toMatchObject({ status: 'waitlisted', position: 2 })

    // Cancelling again is answered the same, and changes nothing more.
    const again = await call(cancel.POST, '/api/registrations/cancel', {
      body: { token: cancelTokenOf(a.email) },
    })
    expect(again.status).toBe(200)

    const cancelBy = async (email: string) => {
      await deliver()
      const done = await call(cancel.POST, '/api/registrations/cancel', {
        body: { token: cancelTokenOf(email) },
      })
      expect(done.status).toBe(200)
    }
    // One more seat (b's): the party of 2 still does not fit; the last in line, of 1, does.
    await cancelBy(b.email)
    rows = await roster(event)
    expect(status(f.id)).toMatchObject({ status: 'confirmed' })
    expect(status(d.id)).toMatchObject({ status: 'waitlisted', position: 1 })
    // Two seats (e and f give theirs up): the party of 2 is confirmed.
    await cancelBy(e.email)
    rows = await roster(event)
    expect(status(d.id)).toMatchObject({ status: 'waitlisted', position: 1 })
    await cancelBy(f.email)
    rows = await roster(event)
    expect(status(d.id)).toMatchObject({ status: 'confirmed', position: null })
    expect(rows.filter((r) => r.status === 'waitlisted')).toEqual([])

    await deliver()
    const promoted = mailTo(e.email).map((m) => m.subject)
    expect(promoted).toEqual([
      `You are on the waiting list: ${event.title}`,
      `A place opened up: you are registered for ${event.title}`,
    ])
    const promotion = mailTo(e.email)[1]
    expect(icsOf(promotion)).toContain(`UID:event-${event.id}@`)
    expect(mailTo(d.email).at(-1)?.subject).toBe(
      `A place opened up: you are registered for ${event.title}`,
    )
  })

  it('refuses a bad or forged link with 400', async () => {
    for (const bad of ['', 'abc', '1.AAAA', `1.${'A'.repeat(43)}`]) {
      const res = await call(cancel.POST, '/api/registrations/cancel', { body: { token: bad } })
      expect(res.status).toBe(bad === '' ? 422 : 400)
    }
  })
})

describe('the office’s roster', () => {
  it('is private to the registrations part: 401 without a session, 403 for the prayer team', async () => {
    const event = await eventWith()
    const path = `/api/events/${event.id}/registrations`
    const params = { id: String(event.id) }
    expect((await call(eventRegistrations.GET, path, { params })).status).toBe(401)
    const username = unique('prayer').toLowerCase()
    await payload.create({
      collection: 'users',
      data: {
        username,
        full_name: 'Prayer Team',
        password: 'team-password',
        roles: ['prayer_team'],
      },
    })
    const other = await payload.login({
      collection: 'users',
      data: { username, password: 'team-password' },
    })
    expect((await call(eventRegistrations.GET, path, { params, token: other.token })).status).toBe(
      403,
    )
    expect(
      (await call(registrationsCsv.GET, `${path}.csv`, { params, token: other.token })).status,
    ).toBe(403)
  })

  it('lists every registration in arrival order with the contract’s fields', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true })
    const a = await registerFor(
      event,
      person('list-a', { phone: '214-555-0101', notes: 'Aisle seat' }),
    )
    const b = await registerFor(event, person('list-b', { party_size: 2 }))
    const rows = await roster(event)
    expect(rows.map((r) => r.id)).toEqual([a.json.id, b.json.id])
    expect(rows[0]).toEqual({
      id: a.json.id,
      name: 'Ruth Carter',
      email: expect.stringMatching(/^list-a-.*@example\.org$/),
      phone: '214-555-0101',
      party_size: 1,
      notes: 'Aisle seat',
      status: 'confirmed',
      position: null,
      created_at: expect.stringMatching(/Z$/),
      checked_in: false,
    })
    expect(rows[1]).toMatchObject({ status: 'waitlisted', position: 1, phone: null, notes: null })
  })

  it('exports the roster as CSV, formula-safe, and records the export', async () => {
    const event = await eventWith()
    await registerFor(
      event,
      person('csv', { name: '=HYPERLINK("x")', notes: 'Line one\nline two' }),
    )
    const res = await call(registrationsCsv.GET, `/api/events/${event.id}/registrations.csv`, {
      params: { id: String(event.id) },
      token,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="registrations-${event.slug}.csv"`,
    )
    const [header, row] = res.text.split('\r\n')
    expect(header).toBe(
      'id,name,email,phone,party_size,status,position,checked_in,notes,created_at',
    )
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(res.text).toContain('"Line one\nline two"')
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'export' } },
          { entity: { equals: 'event-registrations' } },
          { entity_id: { equals: String(event.id) } },
        ],
      },
    })
    expect(totalDocs).toBe(1)
  })

  it('checks people in, and cancels by hand, promoting from the waiting list', async () => {
    const event = await eventWith({ capacity: 2, waitlist: true })
    const a = await registerFor(event, person('desk-a', { party_size: 2 }))
    const b = await registerFor(event, person('desk-b', { party_size: 2 }))
    const put = (id: number, body: unknown) =>
      call(registrationItem.PUT, `/api/registrations/${id}`, {
        method: 'PUT',
        params: { id: String(id) },
        body,
        token,
      })
    const checked = await put(a.json.id, { checked_in: true })
    expect(checked.status).toBe(200)
    expect(checked.json).toMatchObject({ id: a.json.id, checked_in: true, status: 'confirmed' })

    const cancelled = await put(a.json.id, { status: 'cancelled' })
    expect(cancelled.json).toMatchObject({ status: 'cancelled', position: null })
    const rows = await roster(event)
    expect(rows.find((r) => r.id === b.json.id)).toMatchObject({ status: 'confirmed' })

    // Back on the list by hand: at its end, and emailed its place.
    const back = await put(a.json.id, { status: 'waitlisted' })
    expect(back.json).toMatchObject({ status: 'waitlisted', position: 1 })
    // The office may confirm beyond the capacity.
    expect((await put(a.json.id, { status: 'confirmed' })).json.status).toBe('confirmed')
    expect((await publicEvent(event)).registration.seats_left).toBe(0)

    expect((await put(a.json.id, {})).status).toBe(422)
    expect((await put(a.json.id, { status: 'spam' })).status).toBe(422)
    expect((await put(999_999_999, { checked_in: true })).status).toBe(404)
  })

  it('refuses to reopen a cancelled registration whose email registered again (409)', async () => {
    const event = await eventWith({ capacity: 5 })
    const body = person('reopen')
    const first = await registerFor(event, body)
    await call(registrationItem.PUT, `/api/registrations/${first.json.id}`, {
      method: 'PUT',
      params: { id: String(first.json.id) },
      body: { status: 'cancelled' },
      token,
    })
    expect((await registerFor(event, body)).status).toBe(201)
    const reopen = await call(registrationItem.PUT, `/api/registrations/${first.json.id}`, {
      method: 'PUT',
      params: { id: String(first.json.id) },
      body: { status: 'confirmed' },
      token,
    })
    expect(reopen).toMatchObject({
      status: 409,
      json: { detail: 'This email already has a registration for this event' },
    })
  })
})

describe('changes made elsewhere', () => {
  it('a larger capacity confirms from the waiting list', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true })
    await registerFor(event, person('cap-a'))
    const b = await registerFor(event, person('cap-b'))
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { registration: { ...event.registration, capacity: 2 } },
    })
    expect((await roster(event)).find((r) => r.id === b.json.id)?.status).toBe('confirmed')
  })

  it('deleting a confirmed registration in Payload promotes; deleting the event deletes its registrations', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true })
    const a = await registerFor(event, person('del-a'))
    const b = await registerFor(event, person('del-b'))
    await payload.delete({ collection: 'event-registrations', id: a.json.id })
    expect((await roster(event)).map((r) => [r.id, r.status])).toEqual([[b.json.id, 'confirmed']])
    await payload.delete({ collection: 'events', id: event.id })
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: event.id } },
    })
    expect(totalDocs).toBe(0)
  })
})

describe('the reminder the day before', () => {
  it('goes once to each confirmed registration of tomorrow’s events (Dallas), with the .ics', async () => {
    const now = new Date()
    const tomorrow = addDays(churchDate(now), 1)
    const event = await eventWith(
      { capacity: 1, waitlist: true },
      { date: tomorrow, time: '23:00' },
    )
    const going = person('remind-yes')
    const waiting = person('remind-no')
    expect((await registerFor(event, going)).status).toBe(201)
    expect((await registerFor(event, waiting)).json.status).toBe('waitlisted')
    await deliver()

    const req = await createLocalReq({}, payload)
    expect(await sendReminders(req, now)).toBeGreaterThanOrEqual(1)
    expect(await sendReminders(req, now)).toBe(0)
    await deliver()
    const reminders = mailTo(going.email).filter((m) => m.subject === `Tomorrow: ${event.title}`)
    expect(reminders).toHaveLength(1)
    expect(icsOf(reminders[0])).toContain(`UID:event-${event.id}@`)
    expect(mailTo(waiting.email).map((m) => m.subject)).toEqual([
      `You are on the waiting list: ${event.title}`,
    ])
  })
})
