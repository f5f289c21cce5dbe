import type { Payload } from 'payload'

import {
  ARCHIVE_SERMONS_PER_PAGE,
  EVENTS_PER_PAGE,
  getPastEvents,
  getSermonArchive,
  getSermonsOverview,
  getUpcomingEvents,
} from '@/server/content/read'

import { testPayload, unique } from '../helpers'

// A day far ahead of every other test's rows: only this file's events are upcoming then.
const JUNE_1 = '2095-06-01'
/** 11 p.m. on May 31 in Dallas (04:00 UTC on June 1): still May 31 at the church. */
const LATE_MAY_31 = new Date('2095-06-01T04:00:00Z')
/** 7 a.m. on June 1 in Dallas. */
const MORNING_JUNE_1 = new Date('2095-06-01T12:00:00Z')

const day = (base: string, offset: number) => {
  const date = new Date(`${base}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  const label = unique('Bounded')
  for (let i = -8; i < 15; i++) {
    await payload.create({
      collection: 'events',
      data: {
        title: `${label} event ${i}`,
        date: day(JUNE_1, i),
        time: '18:00',
        location: 'Hall',
        description: 'Together.',
      },
    })
  }
  // Three sermons in the month before June 1, eleven in April.
  for (const date of ['2095-05-20', '2095-05-13', '2095-05-06', ...range(30, 20, '2095-04')]) {
    await payload.create({
      collection: 'sermons',
      data: {
        title: `${label} sermon ${date}`,
        preacher: 'Pastor',
        date,
        scripture: 'Psalm 1',
        summary: 'Blessed.',
      },
    })
  }
})

function range(from: number, to: number, month: string): string[] {
  const days: string[] = []
  for (let d = from; d >= to; d--) days.push(`${month}-${String(d).padStart(2, '0')}`)
  return days
}

describe('bounded public lists', () => {
  it('shows upcoming events a page at a time, soonest first, upcoming decided in Dallas', async () => {
    const first = await getUpcomingEvents(1, MORNING_JUNE_1)
    expect(first.items).toHaveLength(EVENTS_PER_PAGE)
    expect(first.totalItems).toBe(15)
    expect(first.totalPages).toBe(2)
    expect(first.items.map((e) => e.date)).toEqual(
      Array.from({ length: EVENTS_PER_PAGE }, (_, i) => day(JUNE_1, i)),
    )
    expect(first.items.every((e) => typeof e.slug === 'string' && e.slug.length > 0)).toBe(true)

    const second = await getUpcomingEvents(2, MORNING_JUNE_1)
    expect(second.items.map((e) => e.date)).toEqual([12, 13, 14].map((i) => day(JUNE_1, i)))
    expect((await getUpcomingEvents(3, MORNING_JUNE_1)).items).toEqual([])

    // Late on May 31 in Dallas (already June 1 in UTC), the May 31 event is still upcoming.
    const lateMay = await getUpcomingEvents(1, LATE_MAY_31)
    expect(lateMay.items[0].date).toBe(day(JUNE_1, -1))
    expect(lateMay.totalItems).toBe(16)
  })

  it('keeps the most recent past events, at most six', async () => {
    const past = await getPastEvents(MORNING_JUNE_1)
    expect(past).toHaveLength(6)
    expect(past.slice(0, 2).map((e) => e.date)).toEqual([day(JUNE_1, -1), day(JUNE_1, -2)])
  })

  it('features the latest sermon and pages the archive nine at a time, newest first', async () => {
    const overview = await getSermonsOverview(MORNING_JUNE_1)
    expect(overview.latest?.date).toBe('2095-05-20')
    expect(overview.recent.map((s) => s.date)).toEqual(['2095-05-13', '2095-05-06'])
    expect(overview.archive.items.map((s) => s.date)).toEqual(range(30, 22, '2095-04'))
    expect(overview.archive.items).toHaveLength(ARCHIVE_SERMONS_PER_PAGE)
    expect(overview.archive.totalPages).toBeGreaterThanOrEqual(2)

    const second = await getSermonArchive(2, MORNING_JUNE_1)
    expect(second.items.slice(0, 2).map((s) => s.date)).toEqual(['2095-04-21', '2095-04-20'])
    expect(second.items.length).toBeLessThanOrEqual(ARCHIVE_SERMONS_PER_PAGE)
  })
})
