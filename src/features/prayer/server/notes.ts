import type { PrayerRequest } from '@/payload-types'

import { WEEKDAYS } from '@/lib/contract/values'
import { formatLongDate } from '@/lib/format'
import { prayedText, wallName } from '@/lib/prayerWall'
import { linkOrigin } from '@/platform/payload/settings'
import type { EmailMessage } from '@/platform/mail/message'
import { sign } from '@/platform/site/signatures'
import { prayerWallDays } from './rules'

/**
 * The prayer wall's emails: to the requester when the request goes up (with the signed link
 * that takes it down) and a week later when people prayed, and the prayer team's daily digest.
 * Each has a key that names what it is, so the mail queue sends it once whoever queues it again.
 * Loaded by Payload's configuration (hooks and jobs), so not marked server-only.
 */

type Requester = Pick<
  PrayerRequest,
  | 'id'
  | 'name'
  | 'email'
  | 'subject'
  | 'message'
  | 'public_message'
  | 'anonymous'
  | 'createdAt'
  | 'prayed_count'
>
type Note = Omit<EmailMessage, 'html' | 'headers' | 'attachments'>

/** What makes a request itself: its id and the instant it was made (ids can come back). */
const identity = (doc: Pick<Requester, 'id' | 'createdAt'>) =>
  `${doc.id}:${new Date(doc.createdAt).getTime()}`

/**
 * The token of a request's take-down link: its id and an HMAC (keyed with PAYLOAD_SECRET) of
 * the request, so that it takes down that request and no other.
 */
export const takeDownToken = (doc: Pick<Requester, 'id' | 'createdAt'>) =>
  `${doc.id}.${sign(`prayer-take-down:${identity(doc)}`)}`

/** The page of a take-down link (src/app/(site)/prayer-wall/take-down/). */
export const takeDownPage = (token: string) => `/prayer-wall/take-down/${token}`

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'friend'

const signOff = (church: string) => ['', 'We are praying with you.', church]

/** To the requester, once, when the request first goes up on the wall. */
export function wallNotice(doc: Requester, church: string): Note | null {
  if (!doc.email) return null
  return {
    key: `prayer-wall:up:${identity(doc)}`,
    to: doc.email,
    subject: 'Your prayer request is on our prayer wall',
    text: [
      `Hello ${firstName(doc.name)},`,
      '',
      `Your prayer request "${doc.subject}" is now on the prayer wall of ${church}, where the church family can pray for you. For ${prayerWallDays()} days it is shown as ${wallName(doc.name, Boolean(doc.anonymous))}, with these words:`,
      '',
      doc.public_message || doc.message,
      '',
      'To take it down yourself at any time, open this link and press the button on the page:',
      '',
      `${linkOrigin()}${takeDownPage(takeDownToken(doc))}`,
      ...signOff(church),
    ].join('\n'),
  }
}

/** To the requester, once, a week after the request went up, when anyone prayed for it. */
export function prayedNote(doc: Requester, church: string): Note | null {
  const count = doc.prayed_count ?? 0
  if (!doc.email || count < 1) return null
  return {
    key: `prayer-wall:prayed:${identity(doc)}`,
    to: doc.email,
    subject: `${prayedText(count)} for your request`,
    text: [
      `Hello ${firstName(doc.name)},`,
      '',
      `${prayedText(count)} for your request "${doc.subject}" on our prayer wall. You are not alone.`,
      ...signOff(church),
    ].join('\n'),
  }
}

/** A request as the digest lists it. */
export type DigestRequest = Pick<
  PrayerRequest,
  'id' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'is_public' | 'is_urgent'
>

/** "Tuesday, November 24, 2026" for a Dallas calendar date. */
const dayName = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]}, ${formatLongDate(date)}`

/**
 * The prayer team's digest of the requests approved on one Dallas day, urgent ones first, to
 * one person of the team. Private requests are in it: the team prays for them.
 */
export function digestMessage(
  date: string,
  requests: DigestRequest[],
  total: number,
  person: { id: number | string; email: string },
): Note {
  const count = `${total} prayer ${total === 1 ? 'request was' : 'requests were'}`
  const more = total - requests.length
  const entries = requests.flatMap((request) => {
    const contact = [request.email, request.phone].filter(Boolean).join(', ')
    return [
      '',
      '----',
      `${request.is_urgent ? 'URGENT: ' : ''}${request.subject}`,
      `From ${request.name}${contact ? ` (${contact})` : ''}`,
      request.is_public ? 'May be shared with the church' : 'Private: prayer team only',
      '',
      request.message,
    ]
  })
  return {
    key: `prayer-digest:${date}:${person.id}`,
    to: person.email,
    subject: `Prayer requests approved on ${formatLongDate(date)} (${total})`,
    text: [
      `${count} approved on ${dayName(date)}.`,
      ...entries,
      ...(more > 0 ? ['', '----', `And ${more} more: see them all on the website.`] : []),
      '',
      '----',
      `All requests: ${linkOrigin()}/admin/prayer-requests`,
    ].join('\n'),
  }
}
