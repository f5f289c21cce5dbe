import * as login from '@/app/api/admin/login/route'
import * as logoutAll from '@/app/api/admin/logout-all/route'
import * as profile from '@/app/api/admin/profile/route'

import { testPayload, unique } from '../helpers'
import { call } from './request'

beforeAll(async () => {
  await testPayload()
})

/** A person with `roles` and a password, who has not signed in yet. */
async function createPerson(roles: string[]) {
  const payload = await testPayload()
  const username = unique('person')
  const user = await payload.create({
    collection: 'users',
    data: { username, password: 'secret-123', full_name: 'Test Person', roles: roles as never },
  })
  return { username, user }
}

async function signIn(username: string) {
  const res = await call(login.POST, '/api/admin/login', {
    body: { username, password: 'secret-123' },
  })
  expect(res.status).toBe(200)
  return res.json.access_token as string
}

describe('POST /api/admin/logout-all', () => {
  it('ends every session of the person: a token of another sign-in stops working too', async () => {
    const { username } = await createPerson(['editor'])
    const laptop = await signIn(username)
    const phone = await signIn(username)
    expect((await call(profile.GET, '/api/admin/profile', { token: phone })).status).toBe(200)

    const res = await call(logoutAll.POST, '/api/admin/logout-all', {
      method: 'POST',
      token: laptop,
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true })
    expect(res.headers.get('set-cookie')).toMatch(/payload-token=;.*Expires=/i)

    for (const token of [phone, laptop]) {
      const after = await call(profile.GET, '/api/admin/profile', { token })
      expect(after.status).toBe(401)
      expect(after.json).toEqual({ detail: 'Not authenticated' })
    }
    // Signing in again starts a new session that works.
    const again = await signIn(username)
    expect((await call(profile.GET, '/api/admin/profile', { token: again })).status).toBe(200)
  })

  it("leaves other people's sessions alone", async () => {
    const { username: leaving } = await createPerson(['treasurer'])
    const { username: staying } = await createPerson(['treasurer'])
    const leavingToken = await signIn(leaving)
    const stayingToken = await signIn(staying)

    await call(logoutAll.POST, '/api/admin/logout-all', { method: 'POST', token: leavingToken })

    const other = await call(profile.GET, '/api/admin/profile', { token: stayingToken })
    expect(other.status).toBe(200)
    expect(other.json.username).toBe(staying)
  })

  it('records one sign_out_everywhere entry with who did it and from where', async () => {
    const payload = await testPayload()
    const { username, user } = await createPerson(['prayer_team'])
    const token = await signIn(username)

    const res = await call(logoutAll.POST, '/api/admin/logout-all', {
      method: 'POST',
      token,
      ip: '10.11.12.13',
    })
    expect(res.status).toBe(200)

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'sign_out_everywhere' } }, { username: { equals: username } }],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      action: 'sign_out_everywhere',
      entity: 'users',
      entity_id: String(user.id),
      user_id: user.id,
      username,
      ip: '10.11.12.13',
    })
  })

  it('answers 401 without a session, and 405 to GET', async () => {
    const none = await call(logoutAll.POST, '/api/admin/logout-all', { method: 'POST' })
    expect(none.status).toBe(401)
    expect(none.json).toEqual({ detail: 'Not authenticated' })

    const { username } = await createPerson(['office'])
    const token = await signIn(username)
    const get = await call(logoutAll.GET, '/api/admin/logout-all', { token })
    expect(get.status).toBe(405)
    // A GET ends nothing.
    expect((await call(profile.GET, '/api/admin/profile', { token })).status).toBe(200)
  })
})
