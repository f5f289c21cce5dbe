import 'server-only'

import type { Payload } from 'payload'

import type { RegistrationUpdateBody } from '@/lib/contract/schemas'
import type { RegistrationJson } from '@/lib/contract/types'
import { csvText } from '@/lib/csv'
import type { Event, EventRegistration } from '@/payload-types'

import { ApiError } from '@/platform/api/errors'
import { serializeRegistration } from '../data/serializers'
import { setCheckedIn, setStatus } from './changes'
import { atEventDesk, type DeskCaller } from './desk'
import { eventIdOf, positionOf } from './ledger'

/**
 * The office's roster of an event: every registration with its place on the waiting list, the
 * same as CSV, and the office's changes (status, check-in) made at the event's desk.
 */

type Id = number | string

/** The event, or 404. */
export async function findEvent(payload: Payload, id: Id): Promise<Event> {
  const event = await payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!event) throw new ApiError(404, 'Event not found')
  return event
}

/**
 * Every registration of an event in the order they came (oldest first), each waitlisted one
 * with its place on the waiting list (1, 2, 3 ... in the list's order, without gaps).
 */
export async function rosterOf(payload: Payload, event: Event): Promise<RegistrationJson[]> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: event.id } },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const waiting = docs
    .filter((doc) => doc.status === 'waitlisted')
    .sort((a, b) => (a.waitlist_seq ?? 0) - (b.waitlist_seq ?? 0))
  const places = new Map(waiting.map((doc, index) => [doc.id, index + 1]))
  return docs.map((doc) => serializeRegistration(doc, places.get(doc.id) ?? null))
}

const CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'party_size',
  'status',
  'position',
  'checked_in',
  'notes',
  'created_at',
] as const satisfies readonly (keyof RegistrationJson)[]

/** The roster as CSV (formula-safe cells), one row per registration, in the roster's order. */
export function rosterCsv(roster: RegistrationJson[]): string {
  return csvText([CSV_COLUMNS, ...roster.map((row) => CSV_COLUMNS.map((column) => row[column]))])
}

/** The registration, or 404. */
async function findRegistration(payload: Payload, id: Id): Promise<EventRegistration> {
  const found = await payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!found) throw new ApiError(404, 'Registration not found')
  return found
}

/**
 * The office's change of one registration (`PUT /api/registrations/{id}`): its status, its
 * check-in, or both, at the event's desk. Answers the registration as stored, with its place
 * on the waiting list.
 */
export async function updateRegistration(
  payload: Payload,
  id: Id,
  body: RegistrationUpdateBody,
  caller: DeskCaller,
): Promise<RegistrationJson> {
  const found = await findRegistration(payload, id)
  const eventId = eventIdOf(found.event)
  if (eventId === null) throw new ApiError(404, 'Registration not found')
  const changed = await atEventDesk(payload, eventId, caller, async (req) => {
    const read = { depth: 0, overrideAccess: true, req } as const
    let registration = await payload.findByID({ collection: 'event-registrations', id, ...read })
    const event = await payload.findByID({ collection: 'events', id: eventId, ...read })
    if (body.status) registration = await setStatus(req, registration, event, body.status)
    if (body.checked_in !== undefined) {
      registration = await setCheckedIn(req, registration, body.checked_in)
    }
    return registration
  })
  const position = changed.status === 'waitlisted' ? await positionOf({ payload }, changed) : null
  return serializeRegistration(changed, position)
}
