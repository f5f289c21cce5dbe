/**
 * The server's own records, every role through Payload's REST API and GraphQL: newsletter
 * recipients, email deliveries and the job log are read by their part and written or removed
 * by no one; a sent or sending newsletter cannot be deleted on any path; a subscriber becomes
 * active only from the confirmation link. The writes that remain (the panel's preferences)
 * are audited.
 */
import type { CollectionSlug, Payload } from 'payload'

import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import { NEWSLETTER_MESSAGES } from '@/lib/contract/messages'
import { type Area, mayUse, ROLES, type Role } from '@/lib/contract/roles'

import { SUBSCRIBER_STATUS_MESSAGE } from '../../../collections/hooks/serverRecords'
import { personWith, testPayload, unique } from '../helpers'
import { call } from '../api/request'
import { cmsRest } from '../helpers/cmsApi'

let payload: Payload
const people = {} as Record<Role, Awaited<ReturnType<typeof personWith>>>

beforeAll(async () => {
  payload = await testPayload()
  for (const { value } of ROLES) people[value] = await personWith(payload, [value])
})

// Never left active: a later test file's newsletter goes to every active subscriber.
const subscriber = (status: 'pending' | 'active' | 'inactive' = 'inactive') =>
  payload.create({
    collection: 'subscribers',
    data: { first_name: 'Ann', last_name: 'Lee', email: `${unique('s')}@example.org`, status },
  })

async function sentNewsletter(status: 'sent' | 'sending' = 'sent') {
  const letter = await payload.create({
    collection: 'newsletters',
    data: { subject: unique('Letter'), status },
  })
  const reader = await subscriber()
  const recipient = await payload.create({
    collection: 'newsletter-recipients',
    data: { newsletter: letter.id, subscriber: reader.id, email: reader.email, status: 'sent' },
  })
  return { letter, recipient }
}

const RECORDS: { slug: CollectionSlug; readArea: Area; make: () => Promise<{ id: number }> }[] = [
  {
    slug: 'newsletter-recipients',
    readArea: 'office',
    make: async () => (await sentNewsletter()).recipient,
  },
  {
    slug: 'email-deliveries',
    readArea: 'administration',
    make: () =>
      payload.create({
        collection: 'email-deliveries',
        data: { key: unique('delivery'), recipient: 'a@example.org', subject: 'S', status: 'sent' },
      }),
  },
  {
    slug: 'payload-jobs',
    readArea: 'administration',
    make: () =>
      payload.jobs.queue({
        task: 'send-email',
        input: { key: unique('job'), to: 'a@example.org', subject: 'S', text: 'T' },
        waitUntil: new Date(Date.now() + 86_400_000),
      } as never) as Promise<{ id: number }>,
  },
]

describe.each(ROLES.map(({ value }) => value))('as %s', (role) => {
  it.each(RECORDS)('$slug: read by its part, removed and created by no one', async (record) => {
    const { slug, readArea, make } = record
    const { id } = await make()
    const token = people[role].token
    const read = await cmsRest('GET', `${slug}?limit=1`, token)
    expect([slug, read.status]).toEqual([slug, mayUse([role], readArea) ? 200 : 403])
    const removed = await cmsRest('DELETE', `${slug}/${id}`, token)
    expect([slug, removed.status]).toEqual([slug, 403])
    const created = await cmsRest('POST', slug, token, { key: unique('x'), status: 'sent' })
    expect([slug, created.status]).toEqual([slug, 403])
    expect(await payload.count({ collection: slug, where: { id: { equals: id } } })).toEqual({
      totalDocs: 1,
    })
  })
})

describe('a sent or sending newsletter stays', () => {
  it.each(['sent', 'sending'] as const)(
    'the office cannot delete a %s one, its recipients first or not, on REST, GraphQL or the Local API',
    async (status) => {
      const { letter, recipient } = await sentNewsletter(status)
      const { token, user } = people.office
      expect((await cmsRest('DELETE', `newsletter-recipients/${recipient.id}`, token)).status).toBe(
        403,
      )
      const viaRest = await cmsRest('DELETE', `newsletters/${letter.id}`, token)
      expect(viaRest.status).toBe(409)
      expect(viaRest.json.errors[0].message).toBe(NEWSLETTER_MESSAGES.deleteSent)
      const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
        token,
        body: { query: `mutation { deleteNewsletter(id: ${letter.id}) { id } }` },
      })
      expect(viaGraphql.json.errors[0].message).toBe(NEWSLETTER_MESSAGES.deleteSent)
      await expect(
        payload.delete({ collection: 'newsletters', id: letter.id, user, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 409 })
      expect(await payload.findByID({ collection: 'newsletters', id: letter.id })).toBeTruthy()
    },
  )

  it('a draft is still deleted', async () => {
    const draft = await payload.create({
      collection: 'newsletters',
      data: { subject: unique('Draft'), status: 'draft' },
    })
    expect((await cmsRest('DELETE', `newsletters/${draft.id}`, people.office.token)).status).toBe(
      200,
    )
  })
})

describe('a subscriber’s status is the double opt-in’s', () => {
  it('the office cannot make a pending subscriber active, nor add an active one', async () => {
    const pending = await subscriber('pending')
    const { token } = people.office
    const res = await cmsRest('PATCH', `subscribers/${pending.id}`, token, { status: 'active' })
    expect(res.status).toBe(403)
    expect(res.json.errors[0].message).toBe(SUBSCRIBER_STATUS_MESSAGE)
    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token,
      body: {
        query: `mutation { updateSubscriber(id: ${pending.id}, data: { status: active }) { id } }`,
      },
    })
    expect(viaGraphql.json.errors[0].message).toBe(SUBSCRIBER_STATUS_MESSAGE)
    expect((await payload.findByID({ collection: 'subscribers', id: pending.id })).status).toBe(
      'pending',
    )
    const added = await cmsRest('POST', 'subscribers', token, {
      first_name: 'New',
      last_name: 'One',
      email: `${unique('n')}@example.org`,
      status: 'active',
    })
    expect(added.status).toBe(403)
  })

  it('the office may still end a subscription and edit a name', async () => {
    const active = await subscriber('active')
    // Ended below, through REST: no active subscriber is left behind.
    const { token } = people.office
    expect(
      (await cmsRest('PATCH', `subscribers/${active.id}`, token, { first_name: 'Anne' })).status,
    ).toBe(200)
    expect(
      (await cmsRest('PATCH', `subscribers/${active.id}`, token, { status: 'inactive' })).status,
    ).toBe(200)
  })
})

describe('the panel’s preferences', () => {
  it('each save and removal is in the audit log, in the person’s name', async () => {
    const { token, user } = people.editor
    const key = unique('collection-events')
    const path = `payload-preferences/${key}`
    expect((await cmsRest('POST', path, token, { value: { limit: 10 } })).status).toBe(200)
    expect((await cmsRest('POST', path, token, { value: { limit: 25 } })).status).toBe(200)
    expect((await cmsRest('DELETE', path, token)).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { entity: { equals: 'payload-preferences' }, user_id: { equals: user.id } },
      sort: 'id',
    })
    expect(docs.map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
  })
})
