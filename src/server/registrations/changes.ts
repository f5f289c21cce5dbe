import type { PayloadRequest } from 'payload'

import type { Event, EventRegistration } from '@/payload-types'

import { ApiError } from '@/platform/api/errors'
import { DESK, eventIdOf, positionOf, promoteWaiting, waitingList } from './ledger'
import { queueRegistrationEmail } from './mail'

/**
 * The changes of a registration's status, made at the event's desk (./desk.ts, the event
 * locked): a cancellation (by the emailed link or by the office), and the office's moves
 * between confirmed and the waiting list. Seats a change frees go to the waiting list at once.
 */

export const ALREADY_ACTIVE = 'This email already has a registration for this event'

type DeskStatus = 'confirmed' | 'waitlisted' | 'cancelled'

async function write(
  req: PayloadRequest,
  registration: EventRegistration,
  data: Partial<EventRegistration>,
) {
  return req.payload.update({
    collection: 'event-registrations',
    id: registration.id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
    context: { [DESK]: true },
  })
}

/** Another registration of the same email for the event that holds a place (not this one). */
async function otherActive(req: PayloadRequest, registration: EventRegistration) {
  const { totalDocs } = await req.payload.count({
    collection: 'event-registrations',
    where: {
      and: [
        {
          active_key: {
            equals: `${eventIdOf(registration.event)}:${registration.email.toLowerCase()}`,
          },
        },
        { id: { not_equals: registration.id } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Sets a registration's status, and does what follows from it:
 *
 * - `cancelled`: its seats (if it held any) go to the waiting list, in order;
 * - `waitlisted`: it joins the end of the waiting list, and is emailed its place; seats it
 *   held go to those waiting before it;
 * - `confirmed`: it holds its seats, even beyond the capacity (the office decides), and is
 *   emailed its confirmation.
 *
 * Setting the status it has changes nothing. Returns the registration as stored.
 */
export async function setStatus(
  req: PayloadRequest,
  registration: EventRegistration,
  event: Event,
  status: DeskStatus,
): Promise<EventRegistration> {
  const from = registration.status
  if (from === status) return registration
  if (from === 'cancelled' || from === 'spam') {
    if (status !== 'cancelled' && (await otherActive(req, registration))) {
      throw new ApiError(409, ALREADY_ACTIVE)
    }
  }
  let changed: EventRegistration
  if (status === 'waitlisted') {
    const { nextSeq } = await waitingList(req, event.id)
    changed = await write(req, registration, { status, waitlist_seq: nextSeq })
  } else {
    changed = await write(req, registration, { status })
  }
  if (from === 'confirmed') await promoteWaiting(req, event)
  if (status === 'confirmed') {
    await queueRegistrationEmail(
      req,
      from === 'waitlisted' ? 'promoted' : 'confirmed',
      changed,
      event,
    )
  } else if (status === 'waitlisted') {
    const now = await req.payload.findByID({
      collection: 'event-registrations',
      id: changed.id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    // Seats it freed may have gone straight back to it: then it is confirmed, and told so.
    if (now.status === 'waitlisted') {
      await queueRegistrationEmail(req, 'waitlisted', now, event, {
        position: await positionOf(req, now),
      })
    }
    return now
  }
  return changed
}

/** Marks a registration as arrived on the day, or not. */
export function setCheckedIn(
  req: PayloadRequest,
  registration: EventRegistration,
  checkedIn: boolean,
): Promise<EventRegistration> {
  if (Boolean(registration.checked_in) === checkedIn) return Promise.resolve(registration)
  return write(req, registration, { checked_in: checkedIn })
}
