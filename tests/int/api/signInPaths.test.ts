import * as login from '@/app/api/admin/login/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as rest from '@/app/(payload)/cms-api/[...slug]/route'

import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  captureLogs,
  type LogEntry,
  testPayload,
  unique,
} from '../helpers'
import { call, freshIp } from './request'
import { USE_SITE_RESET } from '../../../collections/hooks/guardSignIn'

let logs: LogEntry[]

beforeAll(async () => {
  logs = captureLogs(await testPayload())
})

afterAll(() => {
  // Payload logs each refusal its GraphQL layer answers as an error; nothing else was logged.
  expect(logs.filter((entry) => !/incorrect|Too many/.test(entry.msg))).toEqual([])
})

/** Payload's REST API at /cms-api, as its panel's sign-in form calls it. */
const restPost = (pathname: string, body: object, ip: string) =>
  call(rest.POST, `/cms-api/${pathname}`, {
    body,
    ip,
    params: { slug: pathname.split('/') } as never,
  })

/** Payload's GraphQL `loginUser` mutation. */
async function graphqlLogin(username: string, password: string, ip: string) {
  const res = await call(graphql.POST, '/cms-api/graphql', {
    ip,
    body: {
      query:
        'mutation ($u: String!, $p: String!) { loginUser(username: $u, password: $p) { token } }',
      variables: { u: username, p: password },
    },
  })
  return {
    token: res.json?.data?.loginUser?.token as string | undefined,
    statuses: ((res.json?.errors ?? []) as { extensions?: { statusCode?: number } }[]).map(
      (e) => e.extensions?.statusCode,
    ),
    messages: ((res.json?.errors ?? []) as { message: string }[]).map((e) => e.message),
  }
}

/** Uses up the per-address limit of failed sign-ins (20) through /api/admin/login. */
async function exhaustThroughApi(ip: string) {
  for (let i = 0; i < 20; i++) {
    await call(login.POST, '/api/admin/login', {
      body: { username: unique('guess'), password: 'x' },
      ip,
    })
  }
  const refused = await call(login.POST, '/api/admin/login', {
    body: { username: unique('guess'), password: 'x' },
    ip,
  })
  expect(refused.status).toBe(429)
}

describe("Payload's own sign-in paths share the site's limits", () => {
  it('signs in through REST and GraphQL with the right password from a clean address', async () => {
    const viaRest = await restPost(
      'users/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      freshIp(),
    )
    expect(viaRest.status).toBe(200)
    expect(typeof viaRest.json.token).toBe('string')
    const viaGraphql = await graphqlLogin(ADMIN_USERNAME, ADMIN_PASSWORD, freshIp())
    expect(typeof viaGraphql.token).toBe('string')
  })

  it('refuses POST /cms-api/users/login and GraphQL loginUser from an address that /api/admin/login refused', async () => {
    const ip = freshIp()
    await exhaustThroughApi(ip)

    const viaRest = await restPost(
      'users/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      ip,
    )
    expect(viaRest.status).toBe(429)
    expect(viaRest.json.token).toBeUndefined()

    const viaGraphql = await graphqlLogin(ADMIN_USERNAME, ADMIN_PASSWORD, ip)
    expect(viaGraphql.token).toBeUndefined()
    expect(viaGraphql.statuses).toEqual([429])
    expect(viaGraphql.messages[0]).toMatch(/too many failed sign-in attempts/i)
  })

  it('counts failures on REST and GraphQL against the same limit as /api/admin/login', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      const res = await restPost('users/login', { username: unique('guess'), password: 'x' }, ip)
      expect(res.status).toBe(401)
    }
    for (let i = 0; i < 10; i++) {
      const res = await graphqlLogin(unique('guess'), 'x', ip)
      expect(res.statuses).toEqual([401])
    }
    const res = await call(login.POST, '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      ip,
    })
    expect(res.status).toBe(429)
  })

  it('binds a guesser of one account on REST, not the account: another address still signs in', async () => {
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) {
      const res = await restPost(
        'users/login',
        { username: ADMIN_USERNAME, password: `guess-${i}` },
        attacker,
      )
      expect(res.status).toBe(401)
    }
    const refused = await restPost(
      'users/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      attacker,
    )
    expect(refused.status).toBe(429)
    const owner = await restPost(
      'users/login',
      { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      freshIp(),
    )
    expect(owner.status).toBe(200)
  })

  it("closes Payload's own forgot- and reset-password endpoints: resets go through the site", async () => {
    const forgot = await restPost('users/forgot-password', { username: ADMIN_USERNAME }, freshIp())
    expect([forgot.status, forgot.json.errors[0].message]).toEqual([403, USE_SITE_RESET])
    const reset = await restPost(
      'users/reset-password',
      { token: 'a'.repeat(40), password: 'new-password-1' },
      freshIp(),
    )
    expect([reset.status, reset.json.errors[0].message]).toEqual([403, USE_SITE_RESET])
  })
})
