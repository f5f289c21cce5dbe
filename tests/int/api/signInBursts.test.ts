/**
 * Sign-in limits under parallel guesses: attempts sent all at once from one address meet the
 * same limits as attempts sent one after another, on /api/admin/login and Payload's REST
 * login alike (5 per account from one address, 20 per address), because each attempt is
 * counted before its password is checked.
 */
import type { Payload } from 'payload'

import * as login from '@/app/api/admin/login/route'
import * as rest from '@/app/(payload)/cms-api/[...slug]/route'

import { testPayload, unique } from '../helpers'
import { call, freshIp } from './request'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function account() {
  const username = unique('burst').toLowerCase()
  await payload.create({
    collection: 'users',
    data: { username, full_name: 'Burst Check', password: 'right-password', roles: ['editor'] },
  })
  return username
}

const viaApi = (username: string, password: string, ip: string) =>
  call(login.POST, '/api/admin/login', { body: { username, password }, ip })

const viaRest = (username: string, password: string, ip: string) =>
  call(rest.POST, '/cms-api/users/login', {
    body: { username, password },
    ip,
    params: { slug: ['users', 'login'] } as never,
  })

/** How many answers had each status. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

describe.each([
  ['/api/admin/login', viaApi],
  ['/cms-api/users/login', viaRest],
])('parallel sign-in guesses through %s', (_path, signIn) => {
  it('checks at most 5 of 30 wrong passwords sent at once for one account', async () => {
    const username = await account()
    const ip = freshIp()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(username, `wrong-${i}`, ip)),
    )
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 25 })
    // The right password, right after the burst, is refused from that address too.
    expect((await signIn(username, 'right-password', ip)).status).toBe(429)
    expect((await signIn(username, 'right-password', freshIp())).status).toBe(200)
  })

  it('checks at most 20 of 40 usernames sent at once from one address', async () => {
    const ip = freshIp()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn(unique('nobody'), 'x', ip)),
    )
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 20, 429: 20 })
  })

  it('refuses a right password sent in the middle of a burst of wrong ones', async () => {
    const username = await account()
    const ip = freshIp()
    const burst = Array.from({ length: 20 }, (_, i) => signIn(username, `wrong-${i}`, ip))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const right = await signIn(username, 'right-password', ip)
    await Promise.all(burst)
    expect(right.status).toBe(429)
  })
})
