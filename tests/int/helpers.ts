import type { Payload } from 'payload'

import { getPayloadClient } from '@/server/payload'

export const ADMIN_USERNAME = 'admin'
export const ADMIN_PASSWORD = 'grace1961'

/** The Payload instance of this test file, on the test database. */
export function testPayload(): Promise<Payload> {
  return getPayloadClient()
}

/** Signs in through the Local API and returns the administrator and a JWT for them. */
export async function signIn(payload: Payload) {
  const result = await payload.login({
    collection: 'users',
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  })
  if (!result.token || !result.user) throw new Error('test administrator could not sign in')
  return { token: result.token, user: { ...result.user, collection: 'users' as const } }
}

/** A string that no other test run will have produced. */
export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Runs the jobs queue until nothing due is left, as the runner in a server does every few
 * seconds, quietly as it does (a subscription's job queues its email's job, hence several
 * rounds).
 */
export async function runDueJobs(payload: Payload) {
  for (let round = 0; round < 10; round++) {
    const { noJobsRemaining } = await payload.jobs.run({ limit: 500, silent: true })
    if (noJobsRemaining) return
  }
}
