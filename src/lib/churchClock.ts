/**
 * The church's clock. "Today", "this month", "upcoming" and "recent" are decided in
 * Dallas time, whatever the time zone of the server or the visitor.
 */
export const CHURCH_TIME_ZONE = 'America/Chicago'

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHURCH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date (`YYYY-MM-DD`) in Dallas at the given instant. */
export function churchDate(at: Date = new Date()): string {
  return dateParts.format(at)
}

/** Adds whole days to a calendar date, staying a calendar date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Adds calendar months, clamping to the month's last day (Mar 31 - 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const target = new Date(Date.UTC(y, m - 1 + months, 1, 12))
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12),
  ).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return target.toISOString().slice(0, 10)
}

/** Offset of Dallas from UTC at an instant, in minutes (-300 in summer, -360 in winter). */
function offsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CHURCH_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return Math.round((asUtc - at.getTime()) / 60_000)
}

/** The instant at which a Dallas calendar date begins (midnight in Dallas). */
export function startOfChurchDay(date: string): Date {
  const guess = new Date(`${date}T00:00:00Z`)
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60_000)
  // Re-check once: the offset at the answer can differ from the guess across a DST change.
  return new Date(guess.getTime() - offsetMinutes(first) * 60_000)
}

/** The instant of a Dallas wall-clock time on a calendar date (`18:30` on `2026-12-24`). */
export function churchInstant(date: string, hours: number, minutes: number): Date {
  const hh = String(hours).padStart(2, '0')
  const mm = String(minutes).padStart(2, '0')
  const guess = new Date(`${date}T${hh}:${mm}:00Z`)
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60_000)
  // Re-check once: the offset at the answer can differ from the guess across a DST change.
  return new Date(guess.getTime() - offsetMinutes(first) * 60_000)
}

const wallClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHURCH_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** An instant as a Dallas wall-clock time, `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
export function churchWallClock(at: Date): string {
  const parts = wallClockParts.formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/** The instant the current Dallas month began, and the calendar date of its first day. */
export function startOfChurchMonth(at: Date = new Date()): { date: string; instant: Date } {
  const date = `${churchDate(at).slice(0, 7)}-01`
  return { date, instant: startOfChurchDay(date) }
}

export const SUNDAY = 0
export const WEDNESDAY = 3
export const THURSDAY = 4
export const SATURDAY = 6

/** The day of the week of a calendar date (0 = Sunday). */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay()
}

/** The first date on or after `date` that falls on `day` (0 = Sunday). */
export function onOrAfter(date: string, day: number): string {
  return addDays(date, (day - weekday(date) + 7) % 7)
}

/** The last date on or before `date` that falls on `day` (0 = Sunday). */
export function onOrBefore(date: string, day: number): string {
  return addDays(date, -((weekday(date) - day + 7) % 7))
}

/** Thanksgiving in the United States: the fourth Thursday of November. */
export function thanksgiving(year: number): string {
  return addDays(onOrAfter(`${year}-11-01`, THURSDAY), 21)
}

/**
 * The next date, on or after `today`, of a day that recurs each year (`dateIn(year)` gives it
 * for a year): the next Christmas Eve, the next Thanksgiving.
 */
export function nextYearly(today: string, dateIn: (year: number) => string): string {
  const year = Number(today.slice(0, 4))
  return dateIn(year) >= today ? dateIn(year) : dateIn(year + 1)
}

/** The last date, before `today`, of a day that recurs each year. */
export function lastYearly(today: string, dateIn: (year: number) => string): string {
  const year = Number(today.slice(0, 4))
  return dateIn(year) < today ? dateIn(year) : dateIn(year - 1)
}

/**
 * Dallas's offsets from UTC during the given years: the first entry holds from the start of
 * `fromYear`, each later one from the instant the clocks changed. For a database with no time
 * zones (SQLite), which turns a stored UTC instant into Dallas time with these.
 */
export function churchOffsetChanges(
  fromYear: number,
  toYear: number,
): { from: Date; offsetMinutes: number }[] {
  const start = startOfChurchDay(`${fromYear}-01-01`)
  const changes = [{ from: start, offsetMinutes: offsetMinutes(start) }]
  for (let year = fromYear; year <= toYear; year++) {
    for (let month = 1; month <= 12; month++) {
      const lo = Date.UTC(year, month - 1, 1)
      const hi = Date.UTC(year, month, 1)
      if (offsetMinutes(new Date(lo)) === offsetMinutes(new Date(hi))) continue
      // The change lies in this month: narrow it down to the minute.
      let [a, b] = [lo, hi]
      const before = offsetMinutes(new Date(a))
      while (b - a > 60_000) {
        const mid = a + Math.floor((b - a) / 120_000) * 60_000
        if (offsetMinutes(new Date(mid)) === before) a = mid
        else b = mid
      }
      changes.push({ from: new Date(b), offsetMinutes: offsetMinutes(new Date(b)) })
    }
  }
  return changes
}
