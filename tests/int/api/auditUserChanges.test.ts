/**
 * A change of a person's account names every field it changed, whatever rides with a new
 * password: a role or `active` change is a `role_change`, and `email`, `username` and
 * `password` are named among its fields, on Payload's REST API, GraphQL and the Local API.
 */
import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import type { AuditLog } from '@/payload-types'

import { personWith, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let payload: Payload
let admin: Awaited<ReturnType<typeof signIn>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await signIn(payload)
})

async function newestEntryId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'audit-log', sort: '-id', limit: 1 })
  return Number(docs[0]?.id ?? 0)
}

async function entriesOf(id: number, since: number): Promise<[string, string[] | null][]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { entity: { equals: 'users' } },
        { entity_id: { equals: String(id) } },
        { id: { greater_than: since } },
      ],
    },
    sort: 'id',
    pagination: false,
  })
  return docs.map((entry: AuditLog) => [entry.action, entry.fields as string[] | null])
}

const patch = (id: number, body: unknown) =>
  call(rest.PATCH, `/cms-api/users/${id}`, {
    method: 'PATCH',
    token: admin.token,
    params: { slug: ['users', String(id)] } as never,
    body,
  })

describe('an administrator changing a person together with their password', () => {
  it('PATCH /cms-api/users/{id} {roles, password}: role_change naming password and roles', async () => {
    const { user } = await personWith(payload, ['editor'])
    const since = await newestEntryId()
    const res = await patch(user.id, { roles: ['administrator'], password: 'a-new-pass-123' })
    expect(res.status).toBe(200)
    expect(await entriesOf(user.id, since)).toEqual([['role_change', ['password', 'roles']]])
  })

  it('PATCH /cms-api/users/{id} {email, username, password}: each named', async () => {
    const { user } = await personWith(payload, ['office'])
    const since = await newestEntryId()
    const res = await patch(user.id, {
      email: `${unique('moved')}@example.org`,
      username: unique('renamed').toLowerCase(),
      password: 'a-new-pass-123',
    })
    expect(res.status).toBe(200)
    expect(await entriesOf(user.id, since)).toEqual([
      ['password_change', ['email', 'password', 'username']],
    ])
  })

  it('GraphQL updateUser {active: false, password}: role_change naming active and password', async () => {
    const { user } = await personWith(payload, ['treasurer'])
    const since = await newestEntryId()
    const res = await call(graphql.POST, '/cms-api/graphql', {
      token: admin.token,
      body: {
        query: `mutation { updateUser(id: ${user.id}, data: { active: false, password: "a-new-pass-123" }) { id } }`,
      },
    })
    expect(res.json.errors).toBeUndefined()
    expect(await entriesOf(user.id, since)).toEqual([['role_change', ['active', 'password']]])
  })

  it('the Local API on the administrator’s behalf: a password alone is a password_change', async () => {
    const { user } = await personWith(payload, ['prayer_team'])
    const since = await newestEntryId()
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'a-new-pass-123' },
      user: admin.user,
      overrideAccess: false,
    })
    expect(await entriesOf(user.id, since)).toEqual([['password_change', ['password']]])
  })
})
