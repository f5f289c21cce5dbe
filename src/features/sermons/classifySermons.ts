import { addMonths, churchDate } from '@/lib/churchClock'

export const MAX_ARCHIVE_SERMONS = 9

interface Dated {
  date: string
}

/**
 * Recent: preached within the last month in Dallas time (on or after the same day one
 * calendar month ago). Archive: older ones, newest first, at most nine. A sermon dated in
 * the future counts as recent.
 */
/** The first calendar date that counts as recent: the same day one month ago, in Dallas. */
export function recentSermonsFrom(now: Date = new Date()): string {
  return addMonths(churchDate(now), -1)
}

export function classifySermons<T extends Dated>(
  sermons: T[],
  now: Date = new Date(),
): { recent: T[]; archive: T[] } {
  const monthAgo = recentSermonsFrom(now)
  const newestFirst = [...sermons].sort((a, b) => b.date.localeCompare(a.date))
  return {
    recent: newestFirst.filter((s) => s.date >= monthAgo),
    archive: newestFirst.filter((s) => s.date < monthAgo).slice(0, MAX_ARCHIVE_SERMONS),
  }
}
