import type { PayloadRequest } from 'payload'

import { eventStart } from '../../lib/eventRegistration'
import type { Event, EventRegistration } from '@/payload-types'

import { queryRowsIn, toNumber } from '@/platform/payload/sql'
import { queueRegistrationEmail } from './mail'

/**
 * An event's seats and waiting list, counted from its registrations as they are (never kept
 * apart, so nothing can drift from the rows). Call these with the event locked
 * (./eventLock.ts): then what they count stays true until the change is written.
 */

type Id = number | string

/**
 * `req.context` mark of the registration desk's own writes: the collections' hooks leave them
 * alone (the desk promotes from the waiting list itself, with the event already locked).
 */
export const DESK = 'registrationDesk'

export const eventIdOf = (event: EventRegistration['event'] | null | undefined): Id | null =>
  typeof event === 'object' && event !== null ? event.id : (event ?? null)

/** People confirmed for an event: the sum of its confirmed parties. */
export async function seatsTaken(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  eventId: Id,
): Promise<number> {
  const [row] = await queryRowsIn<{ taken: unknown }>(
    req,
    (sql) => sql`SELECT COALESCE(SUM(party_size), 0) AS taken FROM event_registrations
      WHERE event_id = ${eventId} AND status = 'confirmed'`,
  )
  return toNumber(row?.taken ?? 0)
}

/**
 * The waiting list of an event: how many wait, and the order number the next one gets (one
 * more than any given before, so that the list keeps the order people came in).
 */
export async function waitingList(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  eventId: Id,
): Promise<{ waiting: number; nextSeq: number }> {
  const [row] = await queryRowsIn<{ waiting: unknown; last: unknown }>(
    req,
    (sql) => sql`SELECT
        COALESCE(SUM(CASE WHEN status = 'waitlisted' THEN 1 ELSE 0 END), 0) AS waiting,
        COALESCE(MAX(waitlist_seq), 0) AS last
      FROM event_registrations WHERE event_id = ${eventId}`,
  )
  return { waiting: toNumber(row?.waiting ?? 0), nextSeq: toNumber(row?.last ?? 0) + 1 }
}

/** A waitlisted registration's place on the list, from 1: those waiting before it, plus one. */
export async function positionOf(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  registration: Pick<EventRegistration, 'event' | 'waitlist_seq'>,
): Promise<number> {
  const [row] = await queryRowsIn<{ ahead: unknown }>(
    req,
    (sql) => sql`SELECT COUNT(*) AS ahead FROM event_registrations
      WHERE event_id = ${eventIdOf(registration.event)} AND status = 'waitlisted'
        AND waitlist_seq < ${registration.waitlist_seq ?? 0}`,
  )
  return toNumber(row?.ahead ?? 0) + 1
}

/** Whether a registration of `size` people fits in the event's seats left. */
export async function fits(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  event: Event,
  size: number,
): Promise<boolean> {
  const capacity = event.registration?.capacity ?? null
  return capacity === null || (await seatsTaken(req, event.id)) + size <= capacity
}

/**
 * Confirms from the waiting list, in the order people joined it, each registration whose party
 * fits in the seats left (a party too large is passed over for a later, smaller one), and
 * emails each its own confirmation. Nothing moves once the event has started. Returns the
 * registrations confirmed. Call it with the event locked.
 */
export async function promoteWaiting(
  req: PayloadRequest,
  event: Event,
  now: Date = new Date(),
): Promise<EventRegistration[]> {
  if (now.getTime() >= eventStart(event.date, event.time).getTime()) return []
  const capacity = event.registration?.capacity ?? null
  let free = capacity === null ? Infinity : capacity - (await seatsTaken(req, event.id))
  if (free <= 0) return []
  const { docs: waiting } = await req.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: event.id } }, { status: { equals: 'waitlisted' } }] },
    sort: ['waitlist_seq', 'createdAt'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const promoted: EventRegistration[] = []
  for (const candidate of waiting) {
    if (free <= 0) break
    if (candidate.party_size > free) continue
    const confirmed = await req.payload.update({
      collection: 'event-registrations',
      id: candidate.id,
      data: { status: 'confirmed' },
      depth: 0,
      overrideAccess: true,
      req,
      context: { [DESK]: true },
    })
    free -= candidate.party_size
    await queueRegistrationEmail(req, 'promoted', confirmed, event)
    promoted.push(confirmed)
  }
  return promoted
}
