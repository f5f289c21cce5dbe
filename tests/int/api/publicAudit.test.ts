/**
 * Audit entries of what visitors do carry the visitor's address, as every other entry carries
 * its client's: a prayer request, a contact message, a newsletter sign-up, a registration, a
 * cancel link and the waiting-list promotion it causes. An entry names the fields people changed, never the
 * server's internal keys (a registration's `active_key`).
 */
import { inbox } from '../helpers/smtpInbox'
import type { Payload } from 'payload'

import * as contacts from '@/app/api/contacts/route'
import * as prayerRequests from '@/app/api/prayer-requests/route'
import * as subscribe from '@/app/api/newsletter/subscribe/route'
import * as cancelRoute from '@/app/api/registrations/cancel/route'
import type { AuditLog } from '@/payload-types'
import { cancelToken } from '@/server/registrations/cancelLink'

import { testPayload, unique } from '../helpers'
import { eventWith, person, registerFor } from '../helpers/registrations'
import { call, freshIp } from './request'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => inbox.close())

async function entriesOf(entity: string, id: number | string): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { entity: { equals: entity }, entity_id: { equals: String(id) } },
    sort: 'id',
    pagination: false,
  })
  return docs
}

it('a prayer request and a contact message: the create entry has the visitor’s address', async () => {
  const ip = freshIp()
  const prayer = await call(prayerRequests.POST, '/api/prayer-requests', {
    ip,
    body: { name: 'Ruth Reed', subject: unique('Healing'), message: 'Please pray.' },
  })
  expect(prayer.status).toBe(201)
  expect((await entriesOf('prayer-requests', prayer.json.id)).map((e) => [e.action, e.ip])).toEqual(
    [['create', ip]],
  )
  const contactIp = freshIp()
  const contact = await call(contacts.POST, '/api/contacts', {
    ip: contactIp,
    body: {
      name: 'Ruth Reed',
      email: `${unique('ruth')}@example.org`,
      subject: 'Hello',
      message: 'A question about Sunday.',
      message_type: 'general',
      contact_preference: 'email',
    },
  })
  expect(contact.status).toBe(201)
  expect((await entriesOf('contact-submissions', contact.json.id))[0].ip).toBe(contactIp)
})

it('a cancel link and the promotion it causes: the visitor’s address, status named alone', async () => {
  const event = await eventWith({ capacity: 1, waitlist: true })
  const first = await registerFor(event, person('first'))
  const second = await registerFor(event, person('second'))
  expect(second.json.status).toBe('waitlisted')
  const registration = await payload.findByID({
    collection: 'event-registrations',
    id: first.json.id,
    depth: 0,
  })
  const ip = freshIp()
  const res = await call(cancelRoute.POST, '/api/registrations/cancel', {
    ip,
    body: { token: cancelToken(registration) },
  })
  expect(res.status).toBe(200)
  const cancelled = (await entriesOf('event-registrations', first.json.id)).at(-1)!
  const promoted = (await entriesOf('event-registrations', second.json.id)).at(-1)!
  for (const entry of [cancelled, promoted]) {
    expect(entry).toMatchObject({ ip, action: 'status_change', fields: ['status'] })
  }
})

it('a newsletter sign-up: the subscriber’s create entry, written by the job, has the visitor’s address', async () => {
  const ip = freshIp()
  const email = `${unique('lydia')}@example.org`
  const res = await call(subscribe.POST, '/api/newsletter/subscribe', {
    ip,
    body: { first_name: 'Lydia', last_name: 'Stone', email },
  })
  expect(res.status).toBe(201)
  // The sign-up's own job (the emails other files left waiting are theirs to send).
  await payload.jobs.run({
    where: { taskSlug: { equals: 'newsletter-subscribe' } },
    limit: 50,
    silent: true,
  })
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  const entries = await entriesOf('subscribers', docs[0]!.id)
  expect(entries.map((e) => [e.action, e.ip])).toEqual([['create', ip]])
})
