/**
 * What the registration tests share: an event that takes registrations, a person's body, the
 * routes called as Next calls them, and the emails received by the test's SMTP server
 * (./smtpInbox.ts, which the test file imports first).
 */
import type { Payload } from 'payload'

import * as eventItem from '@/app/api/events/[id]/route'
import * as eventRegistrations from '@/app/api/events/[id]/registrations/route'
import { addDays, churchDate } from '@/lib/churchClock'
import type { Event } from '@/payload-types'

import { call } from '../api/request'
import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { inbox, type ReceivedMail } from './smtpInbox'

let signedIn: Promise<string> | null = null

/** The administrator's bearer token, signed in once per test file. */
export const adminBearer = () =>
  (signedIn ??= testPayload().then(async (payload: Payload) => (await signIn(payload)).token))

export type Settings = {
  capacity?: number | null
  waitlist?: boolean
  closes_at?: string | null
  enabled?: boolean
}

/** An event a month ahead (unless told otherwise) that takes registrations. */
export async function eventWith(
  settings: Settings = {},
  when: { date?: string; time?: string } = {},
) {
  const payload = await testPayload()
  return payload.create({
    collection: 'events',
    data: {
      title: unique('Marriage workshop'),
      date: when.date ?? addDays(churchDate(), 30),
      time: when.time ?? '18:30',
      location: 'Fellowship Hall',
      description: 'Six evenings for couples, with dinner.',
      registration: {
        enabled: settings.enabled ?? true,
        capacity: settings.capacity === undefined ? 10 : settings.capacity,
        waitlist: settings.waitlist ?? false,
        closes_at: settings.closes_at ?? null,
      },
    },
  })
}

export const person = (label = 'guest', extra: Record<string, unknown> = {}) => ({
  name: 'Ruth Carter',
  email: `${unique(label)}@example.org`,
  party_size: 1,
  ...extra,
})

export const registerFor = (
  event: Pick<Event, 'id'>,
  body: unknown,
  options: { token?: string } = {},
) =>
  call(eventRegistrations.POST, `/api/events/${event.id}/registrations`, {
    body,
    params: { id: String(event.id) },
    ...options,
  })

export type RosterRow = {
  id: number
  email: string
  party_size: number
  status: string
  position: number | null
  checked_in: boolean
}

export const roster = async (event: Pick<Event, 'id'>): Promise<RosterRow[]> => {
  const res = await call(eventRegistrations.GET, `/api/events/${event.id}/registrations`, {
    params: { id: String(event.id) },
    token: await adminBearer(),
  })
  expect(res.status).toBe(200)
  return res.json
}

export const publicEvent = async (event: Pick<Event, 'id'>) => {
  const res = await call(eventItem.GET, `/api/events/${event.id}`, {
    params: { id: String(event.id) },
  })
  expect(res.status).toBe(200)
  return res.json
}

/** Lets the runner send what is queued, as a server does within seconds. */
export async function deliver() {
  await runDueJobs(await testPayload())
}

export const mailTo = (email: string) => inbox.to(email)

/** The text of a message's .ics attachment, or null. */
export const icsOf = (mail: ReceivedMail) => {
  const file = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'))
  return file ? file.content.toString('utf8') : null
}
