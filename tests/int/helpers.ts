import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import type { Role } from '@/lib/contract/roles'

import { closeIdleConnections } from '@/platform/mail/smtp'
import { getPayloadClient } from '@/platform/payload/client'

export const ADMIN_USERNAME = 'admin'
export const ADMIN_PASSWORD = 'grace1961'

/** The Payload instance of this test file, on its worker's test database. */
export function testPayload(): Promise<Payload> {
  return getPayloadClient()
}

type PayloadCache = Map<string, { payload: Payload | null; promise: Promise<Payload> | null }>

// A test file that uses these helpers uses Payload (directly or through the routes it calls):
// the test environment closes it when the file ends (tests/int/environment.mjs). Only an
// instance the file started: a file that failed before starting one ends with its own error.
Object.assign(globalThis, {
  closeTestPayload: async () => {
    const started = (globalThis as { _payload?: PayloadCache })._payload?.get('default')
    const instance = started?.payload ?? (await started?.promise?.catch(() => null))
    if (instance) await closePayload(instance)
    // Mail the file's jobs sent keeps a few connections open for a while.
    closeIdleConnections()
  },
})

/**
 * Closes a Payload instance and its database connections. `payload.destroy()` resets the
 * adapter but leaves its SQLite client or PostgreSQL pool open, so they are closed here; and
 * the PostgreSQL adapter keeps one pooled connection checked out from its start, which would
 * keep `pool.end()` waiting forever (payloadcms/payload#11727, #15674): it is handed back first.
 */
export async function closePayload(payload: Payload) {
  type Client = { release: () => void }
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void>; _clients: Client[]; _idle: { client: Client }[] }
    client?: { close: () => void }
  }
  await payload.destroy()
  if (db.pool) {
    const idle = new Set(db.pool._idle.map((item) => item.client))
    const ending = db.pool.end()
    for (const client of db.pool._clients) if (!idle.has(client)) client.release()
    await ending
  }
  db.client?.close()
}

export type LogEntry = { level: 'warn' | 'error'; msg: string; err?: unknown }

/**
 * Takes the Payload logger's warnings and errors for the rest of the test file and returns
 * them, so that a test that provokes a failure asserts the log it leaves instead of printing it.
 */
export function captureLogs(payload: Payload): LogEntry[] {
  const entries: LogEntry[] = []
  for (const level of ['warn', 'error'] as const) {
    jest.spyOn(payload.logger, level).mockImplementation(((first: unknown, text?: string) => {
      const fields = (typeof first === 'object' && first ? first : {}) as {
        msg?: string
        err?: unknown
      }
      entries.push({
        level,
        msg:
          typeof first === 'string'
            ? first
            : (text ?? fields.msg ?? String((fields.err as { message?: unknown })?.message ?? '')),
        err: fields.err,
      })
    }) as never)
  }
  return entries
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

/** The password of every account `personWith` makes. */
export const PERSON_PASSWORD = 'test-person-password'

/** A new account holding `roles`, signed in through the Local API: the person and a JWT. */
export async function personWith(payload: Payload, roles: Role[]) {
  const username = unique(roles.join('-')).toLowerCase()
  const created = await payload.create({
    collection: 'users',
    data: { username, full_name: `Test ${roles.join(' ')}`, password: PERSON_PASSWORD, roles },
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { username, password: PERSON_PASSWORD },
  })
  return { user: { ...created, collection: 'users' as const }, token: token!, username }
}
