import type { PayloadRequest } from 'payload'

import { buildCalendar, CALENDAR_HOST } from '../../lib/icsCalendar'
import { formatClockTime, formatLongDate } from '../../lib/format'
import type { Event, EventRegistration } from '@/payload-types'

import { queueEmail } from '@/platform/mail/message'
import { linkOrigin } from '@/platform/payload/settings'
import { churchInfo as seededChurch } from '../site/churchDefaults'
import { cancelPage, cancelToken } from './cancelLink'

/**
 * The emails of a registration, each a send-email job queued in the transaction of the change
 * that causes it (so it exists exactly when the change does) and sent once:
 *
 * - `confirmed`: the registration holds its seats; the event as an `.ics` file;
 * - `waitlisted`: its place on the waiting list;
 * - `promoted`: seats freed up and the registration moved from the waiting list to confirmed;
 * - `reminder`: the day before the event (src/server/registrations/reminders.ts).
 *
 * Each carries the signed link that cancels the registration. Nothing but the registrant's
 * name and party size comes from what was typed.
 */
export type RegistrationEmail = 'confirmed' | 'waitlisted' | 'promoted' | 'reminder'

async function church(req: PayloadRequest) {
  const info = await req.payload.findGlobal({ slug: 'church-info', depth: 0, req })
  return {
    name: info.name || seededChurch.name,
    address: info.address || seededChurch.address,
  }
}

const party = (size: number) => (size === 1 ? 'one person' : `a party of ${size}`)

function subjectOf(kind: RegistrationEmail, title: string): string {
  if (kind === 'waitlisted') return `You are on the waiting list: ${title}`
  if (kind === 'promoted') return `A place opened up: you are registered for ${title}`
  if (kind === 'reminder') return `Tomorrow: ${title}`
  return `You are registered: ${title}`
}

function opening(kind: RegistrationEmail, title: string, size: number, position?: number) {
  if (kind === 'waitlisted') {
    return [
      `${title} is full, so you are on the waiting list for ${party(size)}${position ? `: number ${position}` : ''}.`,
      'If seats free up, we confirm the waiting list in the order people joined it, and you',
      'will get an email as soon as yours is confirmed.',
    ]
  }
  if (kind === 'promoted') {
    return [`Seats freed up: you are now registered for ${title}, ${party(size)}.`]
  }
  if (kind === 'reminder') {
    return [`A reminder: ${title} is tomorrow. You are registered, ${party(size)}.`]
  }
  return [`You are registered for ${title}, ${party(size)}.`]
}

/**
 * Queues one email of a registration (in `req`'s transaction). `position` is the place on the
 * waiting list of a `waitlisted` email; `key` names the message when it must go once only
 * (the reminder), else each call sends its own.
 */
export async function queueRegistrationEmail(
  req: PayloadRequest,
  kind: RegistrationEmail,
  registration: EventRegistration,
  event: Event,
  { position, key }: { position?: number; key?: string } = {},
) {
  const { name, address } = await church(req)
  const link = `${linkOrigin()}${cancelPage(cancelToken(registration))}`
  const attachCalendar = kind !== 'waitlisted'
  const text = [
    `Hello ${registration.name},`,
    '',
    ...opening(kind, event.title, registration.party_size, position),
    '',
    `When: ${formatLongDate(event.date)}, ${formatClockTime(event.time)} (Dallas time)`,
    `Where: ${event.location}, ${name}, ${address}`,
    ...(attachCalendar ? ['', 'The event is attached as a calendar file (.ics).'] : []),
    '',
    kind === 'waitlisted'
      ? 'To leave the waiting list, open this link and press the button on the page:'
      : 'Cannot come after all? Please cancel, so that someone else can have your seats:',
    link,
    '',
    name,
  ].join('\n')
  const calendar = buildCalendar(
    [
      {
        id: event.id,
        title: event.title,
        date: event.date,
        time: event.time,
        location: event.location,
        description: event.description,
        updatedAt: event.updatedAt,
      },
    ],
    { host: CALENDAR_HOST, name },
  )
  await queueEmail(
    req.payload,
    {
      key: key ?? `registration-${kind}:${registration.id}:${new Date().toISOString()}`,
      to: registration.email,
      subject: subjectOf(kind, event.title),
      text,
      ...(attachCalendar
        ? {
            attachments: [
              {
                filename: `${event.slug || `event-${event.id}`}.ics`,
                content: Buffer.from(calendar, 'utf8').toString('base64'),
                encoding: 'base64' as const,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ],
          }
        : {}),
    },
    { req },
  )
}
