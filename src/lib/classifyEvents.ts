import { churchDate } from './churchClock'

export const HOME_UPCOMING_EVENTS = 3
export const MAX_PAST_EVENTS = 6

interface Dated {
  date: string
}

/**
 * Upcoming: the event's calendar date is today or later in Dallas (an event later today is
 * still upcoming for a visitor anywhere). Upcoming soonest first; past most recent first,
 * at most six.
 */
export function classifyEvents<T extends Dated>(
  events: T[],
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const today = churchDate(now)
  const upcoming = events
    .filter((e) => e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
  const past = events
    .filter((e) => e.date < today)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, MAX_PAST_EVENTS)
  return { upcoming, past }
}
