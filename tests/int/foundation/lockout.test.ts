import type { Payload } from 'payload'

import { freshIp, stampedHeaders } from '../api/request'
import { testPayload, unique } from '../helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Payload's Local API login, as from a request of the client at `ip`. */
const loginFrom = (ip: string, username: string, password: string) =>
  payload.login({
    collection: 'users',
    data: { username, password },
    req: { headers: new Headers(stampedHeaders(ip)) },
  })

describe('login lockout', () => {
  it('never locks the account itself: Payload keeps no failure count or lock time', () => {
    const { auth } = payload.collections.users.config
    expect(auth.maxLoginAttempts).toBe(0)
    const fields = payload.collections.users.config.flattenedFields.map((f) => f.name)
    expect(fields).not.toContain('lockUntil')
    expect(fields).not.toContain('loginAttempts')
  })

  it('after 5 wrong passwords refuses that address for the account, even the right password, while another address signs in', async () => {
    const username = unique('locked').toLowerCase()
    await payload.create({
      collection: 'users',
      data: { username, full_name: 'Lockout Check', password: 'right-password', roles: ['editor'] },
    })
    const guesser = freshIp()
    for (let i = 0; i < 5; i++) {
      await expect(loginFrom(guesser, username, `wrong-${i}`)).rejects.toMatchObject({
        status: 401,
      })
    }
    await expect(loginFrom(guesser, username, 'right-password')).rejects.toMatchObject({
      status: 429,
    })
    await expect(loginFrom(freshIp(), username, 'right-password')).resolves.toHaveProperty('token')
    // The guesser's refusal lasts the rest of the 10 minutes.
    await expect(loginFrom(guesser, username, 'right-password')).rejects.toMatchObject({
      status: 429,
    })
  })

  it('forgets the failures of an address once it signs in with the right password', async () => {
    const username = unique('typo').toLowerCase()
    await payload.create({
      collection: 'users',
      data: { username, full_name: 'Typo Check', password: 'right-password', roles: ['editor'] },
    })
    const owner = freshIp()
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await expect(loginFrom(owner, username, 'typo')).rejects.toMatchObject({ status: 401 })
      }
      await expect(loginFrom(owner, username, 'right-password')).resolves.toHaveProperty('token')
    }
  })
})
