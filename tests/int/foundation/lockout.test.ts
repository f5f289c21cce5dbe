import type { Payload } from 'payload'

import { LOCKOUT_ATTEMPTS } from '../../../collections/Users'
import { testPayload, unique } from '../helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('login lockout', () => {
  it('locks an account after 5 wrong passwords, even for the right password, for 10 minutes', async () => {
    const username = unique('locked').toLowerCase()
    await payload.create({
      collection: 'users',
      data: { username, full_name: 'Lockout Check', password: 'right-password' },
    })
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i++) {
      await expect(
        payload.login({ collection: 'users', data: { username, password: 'wrong' } }),
      ).rejects.toThrow()
    }
    await expect(
      payload.login({ collection: 'users', data: { username, password: 'right-password' } }),
    ).rejects.toThrow(/locked/i)

    const { docs } = await payload.find({
      collection: 'users',
      where: { username: { equals: username } },
      showHiddenFields: true,
    })
    const lockUntil = new Date(docs[0].lockUntil as string).getTime()
    expect(lockUntil - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(lockUntil - Date.now()).toBeLessThanOrEqual(10 * 60_000)
  })
})
