/**
 * The requester's choices are the requester's: whether a prayer request is shared and whether
 * it shows as "Anonymous" are set only by the requester's form (and a take-down by their
 * link), never by the prayer team or an administrator through Payload's REST, GraphQL or the
 * Local API on their behalf; a take-down is final.
 */
import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as wallRoute from '@/app/api/prayer-requests/[id]/wall/route'
import type { PrayerRequest } from '@/payload-types'
import { SEND_EMAIL_TASK } from '@/platform/mail/message'
import { takeDownToken } from '@/features/prayer/server/notes'
import { takeDownLink } from '@/features/prayer/server/takeDown'

import { personWith, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let payload: Payload
const tokens: Record<'prayer_team' | 'administrator', string> = {
  prayer_team: '',
  administrator: '',
}
let teamUser: Awaited<ReturnType<typeof personWith>>['user']

beforeAll(async () => {
  payload = await testPayload()
  const team = await personWith(payload, ['prayer_team'])
  tokens.prayer_team = team.token
  teamUser = team.user
  tokens.administrator = (await signIn(payload)).token
})

const request = (data: Partial<PrayerRequest>) =>
  payload.create({
    collection: 'prayer-requests',
    data: {
      name: 'Ruth Reed',
      email: `${unique('ruth')}@example.org`,
      subject: unique('Healing'),
      message: 'Please pray.',
      status: 'approved',
      ...data,
    },
  })

const stored = (id: number) => payload.findByID({ collection: 'prayer-requests', id, depth: 0 })

const patch = (id: number, body: unknown, token: string) =>
  call(rest.PATCH, `/cms-api/prayer-requests/${id}`, {
    method: 'PATCH',
    token,
    params: { slug: ['prayer-requests', String(id)] } as never,
    body,
  })

const emailsTo = async (address: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: SEND_EMAIL_TASK } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { to?: string }).to === address).length

describe.each(['prayer_team', 'administrator'] as const)('as %s', (role) => {
  it('cannot make a private request public, on REST or GraphQL, nor put it up; no email', async () => {
    const doc = await request({ is_public: false })
    const res = await patch(doc.id, { is_public: true, on_wall: true }, tokens[role])
    expect(res.status).toBe(400)
    expect((await patch(doc.id, { is_public: true }, tokens[role])).status).toBe(200)
    const viaGraphql = await call(graphql.POST, '/cms-api/graphql', {
      token: tokens[role],
      body: {
        query: `mutation { updatePrayerRequest(id: ${doc.id}, data: { is_public: true }) { id } }`,
      },
    })
    expect(viaGraphql.json.errors).toBeUndefined()
    const wall = await call(wallRoute.PUT, `/api/prayer-requests/${doc.id}/wall`, {
      method: 'PUT',
      token: tokens[role],
      params: { id: String(doc.id) },
      body: { on_wall: true },
    })
    expect(wall.status).toBe(422)
    expect(await stored(doc.id)).toMatchObject({
      is_public: false,
      on_wall: false,
      shared_at: null,
    })
    expect(await emailsTo(doc.email!)).toBe(0)
  })

  it('cannot show an anonymous requester’s name', async () => {
    const doc = await request({ is_public: true, anonymous: true })
    expect((await patch(doc.id, { anonymous: false }, tokens[role])).status).toBe(200)
    expect((await stored(doc.id)).anonymous).toBe(true)
  })

  it('cannot re-share a request its requester took down', async () => {
    const doc = await request({ is_public: true })
    expect((await takeDownLink(payload, takeDownToken(doc), { act: true })).kind).toBe('done')
    await patch(doc.id, { is_public: true }, tokens[role])
    expect((await stored(doc.id)).is_public).toBe(false)
    expect((await patch(doc.id, { on_wall: true }, tokens[role])).status).toBe(400)
  })

  it('a request the team enters itself is private and named', async () => {
    const res = await call(rest.POST, '/cms-api/prayer-requests', {
      token: tokens[role],
      params: { slug: ['prayer-requests'] } as never,
      body: {
        name: 'Entered By Team',
        subject: unique('Phoned in'),
        message: 'Pray.',
        status: 'approved',
        is_public: true,
        anonymous: true,
      },
    })
    expect(res.status).toBe(201)
    expect(await stored(res.json.doc.id)).toMatchObject({ is_public: false, anonymous: false })
  })
})

it('the Local API on the team’s behalf keeps the choices too', async () => {
  const doc = await request({ is_public: false, anonymous: true })
  await payload.update({
    collection: 'prayer-requests',
    id: doc.id,
    data: { is_public: true, anonymous: false },
    user: teamUser,
    overrideAccess: false,
  })
  expect(await stored(doc.id)).toMatchObject({ is_public: false, anonymous: true })
})
