import { safeParse } from 'zod/mini'

import { churchWallClock } from '@/lib/churchClock'
import { eventBody, registrationBody } from '@/lib/contract/schemas'
import type { EventRegistrationJson } from '@/lib/contract/types'
import {
  eventStart,
  formatClosing,
  registrationClosesAt,
  registrationOffer,
  seatsLeftText,
} from '@/lib/eventRegistration'

const registration = (over: Partial<EventRegistrationJson> = {}): EventRegistrationJson => ({
  enabled: true,
  capacity: 10,
  seats_left: 4,
  waitlist: false,
  closes_at: '2031-12-25T00:30:00.000Z',
  ...over,
})

describe('an event’s start and closing time, on the church’s clock', () => {
  it('starts at its clock time in Dallas, in winter (CST) and in summer (CDT)', () => {
    expect(eventStart('2031-12-24', '18:30').toISOString()).toBe('2031-12-25T00:30:00.000Z')
    expect(eventStart('2031-07-04', '6:30 PM').toISOString()).toBe('2031-07-04T23:30:00.000Z')
  })

  it('starts at midnight in Dallas when its time is text', () => {
    expect(eventStart('2031-12-24', 'After worship').toISOString()).toBe('2031-12-24T06:00:00.000Z')
  })

  it('keeps the wall-clock time across the spring-forward day', () => {
    // 2031-03-09: clocks go from 2:00 to 3:00 in Dallas.
    expect(eventStart('2031-03-09', '10:00').toISOString()).toBe('2031-03-09T15:00:00.000Z')
    expect(churchWallClock(eventStart('2031-03-09', '10:00'))).toBe('2031-03-09T10:00')
  })

  it('closes at the time set, else when the event starts', () => {
    const event = { date: '2031-12-24', time: '18:30' }
    expect(registrationClosesAt(event, '2031-12-20T12:00:00.000Z').toISOString()).toBe(
      '2031-12-20T12:00:00.000Z',
    )
    expect(registrationClosesAt(event, null).toISOString()).toBe('2031-12-25T00:30:00.000Z')
    expect(formatClosing('2031-12-25T00:30:00.000Z')).toBe('December 24, 2031 at 6:30 PM')
  })
})

describe('what the event page offers', () => {
  const before = new Date('2031-12-24T12:00:00.000Z')
  it('offers the form while seats are left, or none is counted', () => {
    expect(registrationOffer(registration(), before)).toBe('open')
    expect(registrationOffer(registration({ capacity: null, seats_left: null }), before)).toBe(
      'open',
    )
    expect(seatsLeftText(registration({ seats_left: 1 }))).toBe('1 seat left')
  })

  it('offers the waiting list when full and it keeps one, else nothing', () => {
    expect(registrationOffer(registration({ seats_left: 0, waitlist: true }), before)).toBe(
      'waitlist',
    )
    expect(registrationOffer(registration({ seats_left: 0 }), before)).toBe('full')
  })

  it('is closed from the closing instant on', () => {
    expect(registrationOffer(registration(), new Date('2031-12-25T00:30:00.000Z'))).toBe('closed')
  })
})

describe('the request schemas', () => {
  const event = {
    title: 'Retreat',
    date: '2031-07-04',
    time: '9:00 AM',
    location: 'Camp',
    description: 'A weekend away.',
  }

  it('reads a datetime-local closing time as Dallas time, and a blank capacity as no limit', () => {
    const parsed = safeParse(eventBody, {
      ...event,
      registration: { enabled: true, capacity: '', waitlist: false, closes_at: '2031-07-03T21:00' },
    })
    expect(parsed.success && parsed.data.registration).toEqual({
      enabled: true,
      capacity: null,
      waitlist: false,
      closes_at: '2031-07-04T02:00:00.000Z',
    })
  })

  it('turns registration off when the body has none', () => {
    const parsed = safeParse(eventBody, event)
    expect(parsed.success && parsed.data.registration.enabled).toBe(false)
  })

  it('takes a party size typed in a form, 1 to 10', () => {
    const body = { name: 'Ruth', email: 'RUTH@Example.org', party_size: '3' }
    const parsed = safeParse(registrationBody, body)
    expect(parsed.success && parsed.data).toEqual({
      name: 'Ruth',
      email: 'ruth@example.org',
      phone: null,
      party_size: 3,
      notes: null,
    })
    expect(safeParse(registrationBody, { ...body, party_size: '11' }).success).toBe(false)
    expect(safeParse(registrationBody, { ...body, party_size: 0 }).success).toBe(false)
  })
})
