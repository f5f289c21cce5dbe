import type { PayloadRequest } from 'payload'

import { addDays, churchDate, churchInstant, churchWallClock } from '../../lib/churchClock'

import { queryRowsIn } from '@/platform/payload/sql'
import { queueRegistrationEmail } from './mail'

/**
 * The reminder the day before an event, once per registration: every hour from 9 a.m. to
 * 9 p.m. in Dallas (collections/jobs/registrationReminders.ts), each confirmed registration of
 * the events dated tomorrow that has not had its reminder gets one. Late registrations of the
 * day before are reminded within the hour; none is reminded twice, even when two servers run
 * the same hour (each reminder is a message keyed by the registration and the event's date).
 */

/** The first and last hours (Dallas) a reminder run starts. */
export const REMINDER_HOURS = { first: 9, last: 21 } as const

/** The next reminder run after `now`: the next full hour within REMINDER_HOURS, in Dallas. */
export function nextReminderRun(now: Date = new Date()): Date {
  const today = churchDate(now)
  const hour = Number(churchWallClock(now).slice(11, 13))
  if (hour < REMINDER_HOURS.first) return churchInstant(today, REMINDER_HOURS.first, 0)
  if (hour >= REMINDER_HOURS.last) {
    return churchInstant(addDays(today, 1), REMINDER_HOURS.first, 0)
  }
  return churchInstant(today, hour + 1, 0)
}

/**
 * Queues the reminder of every confirmed registration of tomorrow's events (Dallas) that has
 * not had one for that date. Returns how many were queued.
 */
export async function sendReminders(req: PayloadRequest, now: Date = new Date()): Promise<number> {
  const tomorrow = addDays(churchDate(now), 1)
  const { docs: events } = await req.payload.find({
    collection: 'events',
    where: { and: [{ date: { equals: tomorrow } }, { 'registration.enabled': { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let queued = 0
  for (const event of events) {
    const { docs } = await req.payload.find({
      collection: 'event-registrations',
      where: {
        and: [
          { event: { equals: event.id } },
          { status: { equals: 'confirmed' } },
          {
            or: [{ reminded_for: { exists: false } }, { reminded_for: { not_equals: tomorrow } }],
          },
        ],
      },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const registration of docs) {
      await queueRegistrationEmail(req, 'reminder', registration, event, {
        key: `registration-reminder:${registration.id}:${tomorrow}`,
      })
      // Bookkeeping, written alone: a whole-row save could undo a cancellation made meanwhile.
      await queryRowsIn(
        req,
        (sql) =>
          sql`UPDATE event_registrations SET reminded_for = ${tomorrow} WHERE id = ${registration.id}`,
      )
      queued += 1
    }
  }
  return queued
}
