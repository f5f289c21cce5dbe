/**
 * Display of the church's calendar dates and clock times. Dates are stored as `YYYY-MM-DD`
 * (the church's day); they are formatted at noon UTC so that no time zone shifts the day.
 */
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })

function noonUtc(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const d = new Date(`${date}T12:00:00Z`)
  return Number.isNaN(d.getTime()) ? null : d
}

/** "2026-11-22" -> "November 22, 2026"; anything else is returned unchanged. */
export function formatLongDate(date: string): string {
  const d = noonUtc(date)
  return d ? longDate.format(d) : date
}

/** The month and day for a calendar badge: { month: 'Nov', day: '22' }. */
export function dateBadge(date: string): { month: string; day: string } {
  const d = noonUtc(date)
  if (!d) return { month: '', day: date }
  return { month: monthShort.format(d), day: String(d.getUTCDate()) }
}

/**
 * A clock time in 12-hour form: '18:30' -> '6:30 PM', '09:05' -> '9:05 AM'. Text that is not
 * a 24-hour clock time ('After worship', '7:00 PM') is shown as written.
 */
export function formatTime(time: string): string {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(time)
  if (!match) return time.trim()
  const hours = Number(match[1])
  const minutes = match[2]
  if (hours > 23 || Number(minutes) > 59) return time.trim()
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${minutes} ${suffix}`
}

/** The 24-hour clock time of an event, when it has one: '18:30' -> { hours: 18, minutes: 30 }. */
export function parseClockTime(time: string): { hours: number; minutes: number } | null {
  const h24 = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(time)
  if (h24) {
    const hours = Number(h24[1])
    const minutes = Number(h24[2])
    return hours < 24 && minutes < 60 ? { hours, minutes } : null
  }
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
