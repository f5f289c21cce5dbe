import { demoEvents, demoSermons } from '@/server/seed/demo'
import { thanksgiving, weekday } from '@/lib/churchClock'

const SUNDAY = 0
const THURSDAY = 4
const SATURDAY = 6

const byTitle = (today: string) =>
  Object.fromEntries(demoEvents(today).map((event) => [event.title, event.date]))

// A week of ordinary days, the days around the holidays, and the turn of the year.
const TODAYS = [
  '2026-11-24',
  '2026-11-26',
  '2026-11-27',
  '2026-12-24',
  '2026-12-26',
  '2027-01-01',
  '2027-03-10',
  '2027-07-04',
  '2027-10-31',
]

describe.each(TODAYS)('demo dates seeded on %s (Dallas)', (today) => {
  const dates = byTitle(today)

  it('puts Thanksgiving dinner on the fourth Thursday of November', () => {
    const date = dates['Thanksgiving Community Dinner']
    expect(weekday(date)).toBe(THURSDAY)
    expect(date.slice(5, 7)).toBe('11')
    expect(Number(date.slice(8))).toBeGreaterThanOrEqual(22)
    expect(Number(date.slice(8))).toBeLessThanOrEqual(28)
  })

  it('puts the Christmas Eve service on December 24 and Watch Night on December 31', () => {
    expect(dates['Christmas Eve Candlelight Service'].slice(5)).toBe('12-24')
    expect(dates['Watch Night Service'].slice(5)).toBe('12-31')
  })

  it('puts Baptism Sunday and the hymn sing on Sundays, work days and breakfasts on Saturdays', () => {
    expect(weekday(dates['Baptism Sunday'])).toBe(SUNDAY)
    expect(weekday(dates['Advent Hymn Sing'])).toBe(SUNDAY)
    expect(weekday(dates['Neighborhood Clean-Up Day'])).toBe(SATURDAY)
    expect(weekday(dates['Men’s Prayer Breakfast'])).toBe(SATURDAY)
    expect(weekday(dates['Christmas Toy Drive Delivery'])).toBe(SATURDAY)
  })

  it('keeps the six coming events upcoming and the four others past', () => {
    const events = demoEvents(today)
    expect(events.filter((event) => event.date >= today)).toHaveLength(6)
    expect(events.filter((event) => event.date < today)).toHaveLength(4)
    expect(dates['Fall Festival & Trunk-or-Treat'].slice(5)).toBe('10-31')
  })

  it('puts every sermon on a Sunday, the latest on the last Sunday on or before today', () => {
    const sermons = demoSermons(today)
    expect(sermons.every((sermon) => weekday(sermon.date) === SUNDAY)).toBe(true)
    const latest = sermons[0].date
    expect(latest <= today).toBe(true)
    expect(today < new Date(Date.parse(`${latest}T12:00:00Z`) + 7 * 86_400_000).toISOString()).toBe(
      true,
    )
  })
})

it('knows Thanksgiving of a few years', () => {
  expect(thanksgiving(2026)).toBe('2026-11-26')
  expect(thanksgiving(2027)).toBe('2027-11-25')
  expect(thanksgiving(2030)).toBe('2030-11-28')
})
