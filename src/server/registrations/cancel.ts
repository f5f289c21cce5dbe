import 'server-only'

import type { Payload } from 'payload'

import { formatLongDate } from '@/lib/format'
import type { EventRegistration } from '@/payload-types'

import { setStatus } from './changes'
import { isCancelToken, tokenId } from './cancelLink'
import { atEventDesk } from './desk'
import { eventIdOf } from './ledger'

/**
 * What the cancel link of a registration's emails does, for its page
 * (/registrations/cancel/<token>) and for `POST /api/registrations/cancel`. Opening the link
 * changes nothing (mail scanners open every link of the emails they check); the page's button,
 * or the POST, cancels. Cancelling frees the registration's seats for the waiting list.
 */

export type LinkText = { title: string; text: string }

export type CancelState =
  | { kind: 'refused'; message: LinkText }
  | { kind: 'ask'; message: LinkText; button: string; registration: EventRegistration }
  | { kind: 'done'; message: LinkText; registration: EventRegistration }

export const BAD_CANCEL_LINK: LinkText = {
  title: 'Link not valid',
  text: 'This cancel link is not valid. Please copy the whole link from the email.',
}

const cancelled = (eventTitle: string): LinkText => ({
  title: 'Registration cancelled',
  text: `Your registration for ${eventTitle} is cancelled. Thank you for letting us know.`,
})

const party = (size: number) => (size === 1 ? 'one person' : `a party of ${size}`)

/** Where a cancel link stands; `act` cancels (and promotes from the waiting list). */
export async function cancelByLink(
  payload: Payload,
  token: string,
  { act = false, headers }: { act?: boolean; headers?: Headers } = {},
): Promise<CancelState> {
  const id = tokenId(token)
  const found =
    id === null
      ? null
      : await payload.findByID({
          collection: 'event-registrations',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!found || !isCancelToken(found, token)) return { kind: 'refused', message: BAD_CANCEL_LINK }
  const eventId = eventIdOf(found.event)
  const event =
    eventId === null
      ? null
      : await payload.findByID({
          collection: 'events',
          id: eventId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!event) return { kind: 'refused', message: BAD_CANCEL_LINK }
  if (found.status === 'cancelled') {
    return { kind: 'done', message: cancelled(event.title), registration: found }
  }
  if (!act) {
    return {
      kind: 'ask',
      message: {
        title: 'Cancel your registration',
        text: `You are about to cancel the registration of ${found.name}, ${party(found.party_size)}, for ${event.title} on ${formatLongDate(event.date)}.`,
      },
      button: 'Cancel registration',
      registration: found,
    }
  }
  // The visitor's request, so that the change and a promotion it makes are audited with the
  // visitor's address.
  const registration = await atEventDesk(payload, event.id, { headers }, async (req) => {
    // Read again at the desk: either may have changed since the link was checked.
    const read = { depth: 0, overrideAccess: true, req } as const
    const [current, currentEvent] = await Promise.all([
      payload.findByID({ collection: 'event-registrations', id: found.id, ...read }),
      payload.findByID({ collection: 'events', id: event.id, ...read }),
    ])
    return setStatus(req, current, currentEvent, 'cancelled')
  })
  return { kind: 'done', message: cancelled(event.title), registration }
}
