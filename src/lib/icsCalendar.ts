import { addDays } from './churchClock'
import { parseClockTime } from './format'

/**
 * iCalendar (RFC 5545) for the church's events: CRLF line ends, lines folded at 75 octets,
 * text escaped, times in America/Chicago with its VTIMEZONE, stable UIDs.
 */
export interface CalendarEvent {
  id: number | string
  title: string
  date: string
  time: string
  location: string
  description: string
  updatedAt?: string
}

/** The host part of every event's UID (`event-<id>@<host>`), so that calendar apps know an event again. */
export const CALENDAR_HOST = 'gracefellowship-dallas.org'

const CRLF = '\r\n'
const DEFAULT_LENGTH_MINUTES = 90

export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/** Folds a content line so that no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  let limit = 75
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0) ?? 0)
    if (currentBytes + bytes > limit) {
      parts.push(current)
      current = ''
      currentBytes = 0
      limit = 74 // continuation lines start with one space
    }
    current += char
    currentBytes += bytes
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

const compactDate = (date: string) => date.replace(/-/g, '')
const pad = (n: number) => String(n).padStart(2, '0')

function utcStamp(iso: string | undefined): string {
  const d = iso ? new Date(iso) : new Date(0)
  const safe = Number.isNaN(d.getTime()) ? new Date(0) : d
  return safe
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

function eventLines(event: CalendarEvent, host: string): string[] {
  const clock = parseClockTime(event.time)
  const lines = [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
  ]
  if (clock) {
    const start = `${compactDate(event.date)}T${pad(clock.hours)}${pad(clock.minutes)}00`
    const endMinutes = clock.hours * 60 + clock.minutes + DEFAULT_LENGTH_MINUTES
    const endDate = endMinutes >= 24 * 60 ? addDays(event.date, 1) : event.date
    const end = `${compactDate(endDate)}T${pad(Math.floor(endMinutes / 60) % 24)}${pad(endMinutes % 60)}00`
    lines.push(`DTSTART;TZID=America/Chicago:${start}`, `DTEND;TZID=America/Chicago:${end}`)
  } else {
    // Free-text times ("After worship") make an all-day entry; the text goes in the description.
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
    )
  }
  const description = clock ? event.description : `${event.time}. ${event.description}`
  lines.push(
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  )
  return lines
}

export function buildCalendar(events: CalendarEvent[], options: { host: string; name: string }) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:America/Chicago',
    ...VTIMEZONE,
    ...events.flatMap((e) => eventLines(e, options.host)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A Google Calendar "add event" link for one event. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const clock = parseClockTime(event.time)
  let dates: string
  if (clock) {
    const start = `${compactDate(event.date)}T${pad(clock.hours)}${pad(clock.minutes)}00`
    const endMinutes = Math.min(
      clock.hours * 60 + clock.minutes + DEFAULT_LENGTH_MINUTES,
      23 * 60 + 59,
    )
    dates = `${start}/${compactDate(event.date)}T${pad(Math.floor(endMinutes / 60))}${pad(endMinutes % 60)}00`
  } else {
    dates = `${compactDate(event.date)}/${compactDate(addDays(event.date, 1))}`
  }
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: 'America/Chicago',
    details: event.description,
    location: event.location,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
