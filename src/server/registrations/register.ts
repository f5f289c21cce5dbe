import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { registrationBody } from '@/lib/contract/schemas'
import type { RegistrationResultJson } from '@/lib/contract/types'
import { registrationClosesAt } from '@/lib/eventRegistration'
import type { Event, EventRegistration } from '@/payload-types'

import { ApiError, parseWith, rowId, validationFailed } from '@/platform/api/errors'
import { looksAutomated } from '../api/forms'
import { consume } from '@/platform/api/rateLimit'
import { isPostgres } from '@/platform/payload/sql'
import { loggableError } from '@/platform/ops/databaseErrors'
import { atEventDesk, type DeskCaller } from './desk'
import { fits, positionOf, waitingList } from './ledger'
import { queueRegistrationEmail, type RegistrationEmail } from './mail'

/** The refusals of a registration (409), as the event page and the API say them. */
export const REGISTRATION_REFUSALS = {
  notTaking: 'This event does not take registrations',
  closed: 'Registration for this event is closed',
  full: 'This event is full',
} as const

type Id = number | string

/** An event's id from a path: ids are whole numbers, anything else names no event (404). */
export const eventIdFrom = (raw: string): number => rowId(raw, 'Event not found')

/** What became of a registration, and whether this request stored it (201) or found it (200). */
export type Registered = { result: RegistrationResultJson; created: boolean }

/**
 * Queues an email of the registration. On PostgreSQL it shares the registration's transaction
 * (a failure stores neither). On SQLite the registration is stored already: a failure to queue
 * is logged, and the registration answered as stored, which it is.
 */
async function sendOrLog(
  req: PayloadRequest,
  registration: EventRegistration,
  send: () => Promise<void>,
) {
  if (isPostgres(req.payload)) return send()
  try {
    await send()
  } catch (error) {
    req.payload.logger.error({
      msg: 'registration stored, but its email could not be queued',
      registration: registration.id,
      ...loggableError(error),
    })
  }
}

/**
 * A second registration of the same email for the event: its details are emailed again to the
 * address, at most once every 10 minutes (so that the form cannot flood a mailbox). The office
 * (`byHand`) is answered with the registration; a visitor gets the answer a new registration
 * of the party would get now, so that nobody learns from the form whether an address is
 * registered, or its status or place on the waiting list.
 */
async function existingRegistration(
  req: PayloadRequest,
  event: Event,
  existing: EventRegistration,
  asNew: { byHand: boolean; partySize: number },
): Promise<Registered> {
  const waiting = existing.status === 'waitlisted'
  const position = waiting ? await positionOf(req, existing) : undefined
  // What a new registration of the party would be answered, decided before anything is sent.
  const fitsNow = asNew.byHand ? true : await fits(req, event, asNew.partySize)
  if (!fitsNow && !event.registration?.waitlist) {
    throw new ApiError(409, REGISTRATION_REFUSALS.full)
  }
  const queue = fitsNow ? null : await waitingList(req, event.id)
  const resendKey = createHash('sha256').update(`registration:${existing.id}`).digest('hex')
  const mayResend = await consume('confirmationEmails', resendKey, req.payload).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 429) return false
      throw error
    },
  )
  if (mayResend) {
    const kind: RegistrationEmail = waiting ? 'waitlisted' : 'confirmed'
    await sendOrLog(req, existing, () =>
      queueRegistrationEmail(req, kind, existing, event, { position }),
    )
  }
  if (!asNew.byHand) {
    const told = queue ? queue.waiting + 1 : undefined
    return {
      result: {
        id: existing.id,
        status: fitsNow ? 'confirmed' : 'waitlisted',
        ...(told ? { position: told } : {}),
      },
      created: true,
    }
  }
  return {
    result: {
      id: existing.id,
      status: waiting ? 'waitlisted' : 'confirmed',
      ...(position ? { position } : {}),
      already_registered: true,
    },
    created: false,
  }
}

/**
 * Registers someone for an event, whichever way it comes: the event page's form (as JSON, or
 * posted without JavaScript) or the office adding someone by hand (`caller.user`).
 *
 * A visitor's registration counts against the forms' per-client limit, is refused (409) once
 * registration has closed (Dallas time) or when the event is full without a waiting list, and
 * one that looks automated (the hidden field filled, or sent too fast) is kept with status
 * `spam`, holding no seat and sent no email, and answered exactly like a person's. The office
 * may add someone after registration has closed, and one who does not fit joins the waiting
 * list even when the event keeps none.
 *
 * At the event's desk (./desk.ts): one email holds one registration per event (a second try is
 * answered with the first, its email sent again); a party that fits in the seats left is
 * confirmed, else it joins the end of the waiting list. Its email is queued with it.
 */
export async function register(
  payload: Payload,
  eventId: Id,
  raw: () => Promise<unknown> | unknown,
  { client, caller = {}, now = new Date() }: { client: string; caller?: DeskCaller; now?: Date },
): Promise<Registered> {
  const byHand = Boolean(caller.user)
  if (!byHand) await consume('forms', client, payload)
  const value = await raw()
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  const body = parseWith(registrationBody, value)
  const spam = !byHand && looksAutomated(value as Record<string, unknown>)

  return atEventDesk(payload, eventId, caller, async (req) => {
    const event = await payload.findByID({
      collection: 'events',
      id: eventId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!event) throw new ApiError(404, 'Event not found')
    const settings = event.registration
    if (!settings?.enabled) throw new ApiError(409, REGISTRATION_REFUSALS.notTaking)
    if (!byHand && now >= registrationClosesAt(event, settings.closes_at)) {
      throw new ApiError(409, REGISTRATION_REFUSALS.closed)
    }

    const { docs: same } = await payload.find({
      collection: 'event-registrations',
      where: { active_key: { equals: `${event.id}:${body.email}` } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (same[0]) {
      return existingRegistration(req, event, same[0], { byHand, partySize: body.party_size })
    }

    const confirmed = await fits(req, event, body.party_size)
    if (!confirmed && !settings.waitlist && !byHand) {
      throw new ApiError(409, REGISTRATION_REFUSALS.full)
    }
    const queue = confirmed ? null : await waitingList(req, event.id)
    const doc = await payload.create({
      collection: 'event-registrations',
      data: {
        event: event.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        party_size: body.party_size,
        notes: body.notes,
        status: spam ? 'spam' : confirmed ? 'confirmed' : 'waitlisted',
        waitlist_seq: queue && !spam ? queue.nextSeq : null,
        checked_in: false,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    // A suspected script is told what a person would have been told, and nothing is sent.
    const position = queue ? queue.waiting + 1 : undefined
    if (!spam) {
      const kind: RegistrationEmail = confirmed ? 'confirmed' : 'waitlisted'
      await sendOrLog(req, doc, () => queueRegistrationEmail(req, kind, doc, event, { position }))
    }
    return {
      result: {
        id: doc.id,
        status: confirmed ? 'confirmed' : 'waitlisted',
        ...(position ? { position } : {}),
      },
      created: true,
    }
  })
}
