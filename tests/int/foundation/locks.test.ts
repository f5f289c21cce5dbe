/**
 * Document locks (`payload-locked-documents`), every role through Payload's REST API and
 * GraphQL: a person locks only what they may change, in their own name, and lists or removes
 * only their own locks; administrators see and remove every lock. A lock taken by someone who
 * may not edit the document can therefore never keep its editors out (423).
 */
import type { Payload } from 'payload'

import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import { mayUse, ROLES, type Role } from '@/lib/contract/roles'

import { captureLogs, type LogEntry, personWith, signIn, testPayload, unique } from '../helpers'
import { call } from '../api/request'
import { cmsRest } from '../helpers/cmsApi'

type Person = Awaited<ReturnType<typeof personWith>>

let payload: Payload
let logs: LogEntry[]
const people = {} as Record<Role, Person>
let admin: Awaited<ReturnType<typeof signIn>>
let eventId: number
let prayerId: number

const SLUG = 'payload-locked-documents'

beforeAll(async () => {
  payload = await testPayload()
  logs = captureLogs(payload)
  admin = await signIn(payload)
  for (const { value } of ROLES) people[value] = await personWith(payload, [value])
  eventId = (
    await payload.create({
      collection: 'events',
      data: {
        title: unique('Locked event'),
        date: '2032-04-01',
        time: '10:00',
        location: 'Hall',
        description: 'A lock check',
      },
    })
  ).id
  prayerId = (
    await payload.create({
      collection: 'prayer-requests',
      data: { name: 'Lock Check', subject: 'Health', message: 'Pray', status: 'pending' },
    })
  ).id
})

afterAll(async () => {
  await payload.delete({ collection: SLUG, where: { id: { exists: true } }, overrideAccess: true })
  // GraphQL reports the refusals it answered; nothing else is logged.
  expect(logs.filter((entry) => !/not allowed/.test(entry.msg))).toEqual([])
})

const owner = (person: { id: number }) => ({ relationTo: 'users', value: person.id })
const onDocument = (relationTo: string, value: number) => ({ document: { relationTo, value } })
const locksOf = async (where: object) =>
  (await payload.find({ collection: SLUG, where: where as never, overrideAccess: true })).docs

const lockAsServer = (userId: number, target: object) =>
  payload.create({
    collection: SLUG,
    data: { ...target, user: { relationTo: 'users', value: userId } } as never,
    overrideAccess: true,
  })

describe.each(ROLES.map(({ value }) => value))('as %s', (role) => {
  const person = () => people[role]

  it('locks an event only with the content role, and only in its own name', async () => {
    const mine = await cmsRest('POST', SLUG, person().token, {
      ...onDocument('events', eventId),
      user: owner(person().user),
    })
    expect(mine.status).toBe(mayUse([role], 'content') ? 201 : 403)
    const forged = await cmsRest('POST', SLUG, person().token, {
      ...onDocument('events', eventId),
      user: owner(admin.user),
    })
    expect(forged.status).toBe(403)
    if (mine.status === 201) await cmsRest('DELETE', `${SLUG}/${mine.json.doc.id}`, person().token)
  })

  it('locks a person’s account, a prayer request and a global only where it may change them', async () => {
    const cases = [
      [onDocument('users', admin.user.id), role === 'administrator'],
      [onDocument('prayer-requests', prayerId), mayUse([role], 'prayer')],
      [{ globalSlug: 'church-info' }, mayUse([role], 'content')],
      [{ globalSlug: 'giving-settings' }, role === 'administrator'],
    ] as const
    for (const [target, allowed] of cases) {
      const res = await cmsRest('POST', SLUG, person().token, {
        ...target,
        user: owner(person().user),
      })
      expect([target, res.status]).toEqual([target, allowed ? 201 : 403])
      if (allowed) await cmsRest('DELETE', `${SLUG}/${res.json.doc.id}`, person().token)
    }
  })

  it('lists, renews and removes only its own locks (an administrator: every lock)', async () => {
    const others = await lockAsServer(admin.user.id, onDocument('events', eventId))
    const own = await lockAsServer(person().user.id, onDocument('events', eventId))
    const listed = await cmsRest('GET', `${SLUG}?limit=100`, person().token)
    expect(listed.status).toBe(200)
    const ids = listed.json.docs.map((doc: { id: number }) => doc.id)
    expect(ids).toContain(own.id)
    expect(ids.includes(others.id)).toBe(role === 'administrator')

    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token: person().token,
      body: { query: '{ PayloadLockedDocuments(limit: 100) { docs { id } } }' },
    })
    const graphIds = viaGraphql.json.data.PayloadLockedDocuments.docs.map(
      (d: { id: number }) => d.id,
    )
    expect(graphIds.includes(others.id)).toBe(role === 'administrator')

    const handOver = await cmsRest('PATCH', `${SLUG}/${own.id}`, person().token, {
      user: owner(admin.user),
    })
    expect(handOver.status).toBe(403)
    const removeOthers = await cmsRest('DELETE', `${SLUG}/${others.id}`, person().token)
    expect(removeOthers.status).toBe(role === 'administrator' ? 200 : 403)
    expect((await locksOf({ id: { equals: others.id } })).length).toBe(
      role === 'administrator' ? 0 : 1,
    )
    expect((await cmsRest('DELETE', `${SLUG}/${own.id}`, person().token)).status).toBe(200)
    await payload.delete({
      collection: SLUG,
      where: { id: { equals: others.id } },
      overrideAccess: true,
    })
  })
})

describe('a lock attempt by someone who may not edit', () => {
  it('leaves the administrator free to save the document (no 423)', async () => {
    const tried = await cmsRest('POST', SLUG, people.prayer_team.token, {
      ...onDocument('events', eventId),
      user: owner(people.prayer_team.user),
    })
    expect(tried.status).toBe(403)
    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token: people.prayer_team.token,
      body: {
        query: `mutation { createPayloadLockedDocument(data: { globalSlug: "giving-settings", user: { relationTo: users, value: ${people.prayer_team.user.id} } }) { id } }`,
      },
    })
    expect(viaGraphql.json.errors?.length).toBeGreaterThan(0)
    expect(await locksOf({ globalSlug: { equals: 'giving-settings' } })).toEqual([])
    const saved = await cmsRest('PATCH', `events/${eventId}`, admin.token, { location: 'Chapel' })
    expect(saved.status).toBe(200)
  })
})
