import type { EventJson } from '@/lib/contract/types'

import { parseClockTime } from './format'

/** schema.org `Event` for one church event, starting at its clock time when it has one. */
export function eventJsonLd(
  event: Pick<EventJson, 'title' | 'date' | 'time' | 'description' | 'location'>,
  church: { name: string; address: string },
  url?: string,
) {
  const clock = parseClockTime(event.time)
  const start = clock
    ? `${event.date}T${String(clock.hours).padStart(2, '0')}:${String(clock.minutes).padStart(2, '0')}:00`
    : event.date
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: start,
    description: event.description,
    ...(url ? { url } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${event.location}, ${church.name}`,
      address: church.address,
    },
    organizer: { '@type': 'Organization', name: church.name },
  }
}
