import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  FieldHook,
  PayloadRequest,
} from 'payload'

import type { Event, EventRegistration } from '../../src/payload-types'
import { withEventLocked } from '../../src/server/registrations/eventLock'
import { DESK, eventIdOf, promoteWaiting, seatsTaken } from '../../src/server/registrations/ledger'

/**
 * The seats of an event's registrations, whichever way they change. The registration desk
 * (src/server/registrations/) keeps them itself; these hooks cover every other write (Payload's
 * panel, REST, GraphQL, the Local API): a registration's `active_key` (one registration per
 * email and event, held by a unique index), and seats freed up by a cancellation, a deletion
 * or a larger capacity, which go to the waiting list in its order.
 */

const ACTIVE = new Set(['confirmed', 'waitlisted'])

/** `<event>:<email>` while the registration is confirmed or waiting; empty otherwise. */
export const keepOneActivePerEmail: CollectionBeforeChangeHook<EventRegistration> = ({
  data,
  originalDoc,
}) => {
  const status = data.status ?? originalDoc?.status
  const event = eventIdOf(data.event ?? originalDoc?.event)
  const email = String(data.email ?? originalDoc?.email ?? '').toLowerCase()
  return {
    ...data,
    active_key: status && ACTIVE.has(status) && event !== null ? `${event}:${email}` : null,
  }
}

async function promoteFor(req: PayloadRequest, eventId: number | string | null) {
  if (eventId === null) return
  await withEventLocked(req, eventId, async () => {
    const event = await req.payload.findByID({
      collection: 'events',
      id: eventId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (event) await promoteWaiting(req, event)
  })
}

/** A confirmed registration cancelled, moved or made smaller outside the desk frees seats. */
export const promoteAfterRelease: CollectionAfterChangeHook<EventRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context?.[DESK]) return doc
  const released =
    previousDoc?.status === 'confirmed' &&
    (doc.status !== 'confirmed' || doc.party_size < previousDoc.party_size)
  if (released) await promoteFor(req, eventIdOf(doc.event))
  return doc
}

export const promoteAfterDelete: CollectionAfterDeleteHook<EventRegistration> = async ({
  doc,
  req,
}) => {
  if (doc.status === 'confirmed' && !req.context?.[DESK]) {
    await promoteFor(req, eventIdOf(doc.event))
  }
  return doc
}

/** A larger capacity, or none, or registration turned on, frees seats for the waiting list. */
export const promoteAfterCapacityChange: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !doc.registration?.enabled) return doc
  const before = previousDoc?.registration
  const capacity = doc.registration.capacity ?? null
  const grew =
    !before?.enabled ||
    (capacity === null ? (before.capacity ?? null) !== null : capacity > (before.capacity ?? 0))
  if (grew) await promoteFor(req, doc.id)
  return doc
}

/**
 * An event's registrations go with it: deleting an event deletes them first (they name it, and
 * mean nothing without it).
 */
export const deleteRegistrationsWithEvent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'event-registrations',
    where: { event: { equals: id } },
    overrideAccess: true,
    req,
    context: { [DESK]: true },
  })
}

/**
 * The people confirmed for an event (a virtual field of its registration settings): counted
 * from its registrations on every read, so that an event's answers and page show its seats
 * left as they are.
 */
export const countSeatsTaken: FieldHook<Event> = async ({ data, siblingData, req }) => {
  const id = (data as Partial<Event> | undefined)?.id
  if (!siblingData?.enabled || id === undefined) return null
  return seatsTaken(req, id)
}
