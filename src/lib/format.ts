/**
 * Display formats of spec section 9 for the public site and the admin alike: money, the church's
 * calendar dates, clock times and instants. Plain `Intl`, nothing else, so that public pages stay
 * light.
 *
 * Calendar dates are stored as `YYYY-MM-DD` (the church's day) and formatted at noon UTC, so that
 * no time zone shifts the day. Instants (`created_at`, `submitted_at`, a gift's time) are shown on
 * the church's clock (Dallas), whatever the time zone of the browser that renders them.
 */

import { CHURCH_TIME_ZONE } from './churchClock'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })

/** US dollars: 1234.5 -> "$1,234.50". */
export function formatMoney(amount: number): string {
  return usd.format(amount)
}

/** US dollars from cents: 123450 -> "$1,234.50". */
export const formatCents = (cents: number): string => formatMoney(cents / 100)

/**
 * The day a value starting with `YYYY-MM-DD` names, at noon UTC; null when it does not start with
 * a real calendar date ("2026-02-31" is not one).
 */
function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day, 12))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? date : null
}

/** "2026-11-22" -> "November 22, 2026"; anything else is returned unchanged. */
export function formatLongDate(date: string): string {
  const day = calendarDay(date)
  return day ? longDate.format(day) : date
}

/** The month and day for a calendar badge: { month: 'Nov', day: '22' }. */
export function dateBadge(date: string): { month: string; day: string } {
  const day = calendarDay(date)
  if (!day) return { month: '', day: date }
  return { month: monthShort.format(day), day: String(day.getUTCDate()) }
}

/** A 24-hour clock time, `HH:MM` or `HH:MM:SS`, surrounding spaces allowed. */
function clock24(time: string): { hours: number; minutes: number } | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(time)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  return hours < 24 && minutes < 60 ? { hours, minutes } : null
}

/**
 * A clock time in 12-hour form: '18:30' -> '6:30 PM', '09:05:00' -> '9:05 AM'. Text that is not
 * a 24-hour clock time ('After worship', '7:00 PM') is shown as written, trimmed.
 */
export function formatClockTime(time: string): string {
  const clock = clock24(time)
  if (!clock) return time.trim()
  const suffix = clock.hours < 12 ? 'AM' : 'PM'
  const hour12 = clock.hours % 12 === 0 ? 12 : clock.hours % 12
  return `${hour12}:${String(clock.minutes).padStart(2, '0')} ${suffix}`
}

/**
 * The time of day an event's time names, when it names one: '18:30' or '6:30 PM' ->
 * { hours: 18, minutes: 30 }; free text -> null.
 */
export function parseClockTime(time: string): { hours: number; minutes: number } | null {
  const h24 = clock24(time)
  if (h24) return h24
  const h12 = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?\s*$/.exec(time)
  if (h12) {
    const hour = Number(h12[1])
    const minutes = Number(h12[2] ?? '0')
    if (hour < 1 || hour > 12 || minutes > 59) return null
    const pm = h12[3].toLowerCase() === 'p'
    return { hours: (hour % 12) + (pm ? 12 : 0), minutes }
  }
  return null
}

const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CHURCH_TIME_ZONE,
})
const usShortDate = new Intl.DateTimeFormat('en-US', { timeZone: CHURCH_TIME_ZONE })

/** An instant, short with time, for prayer requests and messages: "11/22/2026, 3:04 PM". */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : shortDateTime.format(date)
}

/** An instant as a US short date, M/D/YYYY, on the donations and subscribers screens. */
export function formatUsShortDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : usShortDate.format(date)
}

const instantLongDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: CHURCH_TIME_ZONE,
})

/** An instant as its long date in Dallas ("November 24, 2026"), e.g. a page's last update. */
export function formatInstantLongDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : instantLongDate.format(date)
}

/** An instant's calendar date in Dallas, `YYYY-MM-DD`, for a `<time dateTime>`. */
export { churchDate as instantChurchDate } from './churchClock'
