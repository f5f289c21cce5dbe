/**
 * Payload's own API (/cms-api REST and GraphQL) never answers 5xx to malformed input: odd
 * numbers and operators in queries, broken bodies, NUL characters. Signed in and not, on
 * both databases. Generated from a fixed seed, so a failure can be replayed.
 */
import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'

import { captureLogs, type LogEntry, signIn, testPayload } from '../helpers'
import { call } from './request'

let token: string
let logs: LogEntry[]

beforeAll(async () => {
  const payload = await testPayload()
  logs = captureLogs(payload)
  token = (await signIn(payload)).token
})

/** What Payload logs when it refuses a request: the input's fault, never a server fault. */
const REFUSALS = new Set([
  'APIError',
  'DrizzleQueryError',
  'GraphQLError',
  'QueryError',
  'ValidationError',
])

/** Deterministic pseudo-random numbers. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const COLLECTIONS = [
  'events',
  'sermons',
  'staff',
  'gallery-images',
  'media',
  'prayer-requests',
  'users',
]
const FIELDS = ['title', 'date', 'id', 'slug', 'createdAt', 'nope', 'sort_order', 'a.b', '']
const OPERATORS = [
  'equals',
  'not_equals',
  'like',
  'contains',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
  'bogus',
]
const VALUES = ['1,2', '', '%', 'a\u0000b', '[]', 'true', '1e999', '-1', 'x'.repeat(3000), '💒']
const NUMBERS = ['1e999', '-1', 'abc', '0', '99999999999', '1.5', '', '0x10', 'Infinity']
const EXTRA = [
  'sort=-title',
  'sort=nope',
  'sort=',
  'sort=--x',
  'select[title]=true',
  'select[nope]=1',
  'populate[x]=1',
  'draft=maybe',
  'locale=xx',
  'trash=1',
  'joins=false',
  'where=1',
  'where[or][0]=x',
  'where[and][0][title][equals]=x',
]
const BODIES = [
  '{',
  '',
  '[]',
  'null',
  '"text"',
  '{"title":',
  '{"title":{"$gt":""}}',
  '{"title":"a\\u0000b"}',
  '{"date":"not-a-date","title":1}',
  '{"id":"x","createdAt":"yesterday"}',
  '{"password":"x"}',
  `{"title":"${'x'.repeat(10_000)}"}`,
]
const GRAPHQL_BODIES = [
  '{',
  '',
  '[]',
  '{"query":1}',
  '{"query":"{"}',
  '{"query":"query { Events(limit: -1) { totalDocs } }"}',
  '{"query":"query { Events(limit: 99999999999) { totalDocs } }"}',
  '{"query":"query { Events(where: { title: { near: \\"1,2\\" } }) { totalDocs } }"}',
  '{"query":"query ($l: Int) { Events(limit: $l) { totalDocs } }","variables":{"l":"x"}}',
  '{"query":"query ($t: String) { Events(where: { title: { equals: $t } }) { totalDocs } }","variables":{"t":"a\\u0000b"}}',
  '{"query":"mutation { createEvent(data: { title: \\"x\\" }) { id } }"}',
  '{"query":"{ __schema { types { name } } }"}',
  '{"variables":[],"query":"{ Events { totalDocs } }"}',
]

type Generated = { method: string; path: string; body?: string; signedIn: boolean }

function generated(count: number): Generated[] {
  const rand = random(1961)
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]
  const requests: Generated[] = []
  while (requests.length < count) {
    const kind = requests.length % 4
    const collection = pick(COLLECTIONS)
    const signedIn = rand() < 0.5
    if (kind === 0) {
      const numbers = ['limit', 'page', 'depth'].map(
        (n) => `${n}=${encodeURIComponent(pick(NUMBERS))}`,
      )
      requests.push({ method: 'GET', path: `${collection}?${pick(numbers)}`, signedIn })
    } else if (kind === 1) {
      const where = `where[${encodeURIComponent(pick(FIELDS))}][${pick(OPERATORS)}]=${encodeURIComponent(pick(VALUES))}`
      requests.push({
        method: 'GET',
        path: `${collection}?${where}&${pick(EXTRA)}`,
        signedIn,
      })
    } else if (kind === 2) {
      const method = pick(['POST', 'PATCH', 'PUT', 'DELETE'])
      const path = method === 'POST' ? collection : `${collection}/${pick(['1', 'x', '99999999'])}`
      requests.push({ method, path, body: pick(BODIES), signedIn })
    } else {
      requests.push({ method: 'POST', path: 'graphql', body: pick(GRAPHQL_BODIES), signedIn })
    }
  }
  return requests
}

async function send({ method, path, body, signedIn }: Generated) {
  const options = {
    method,
    ...(signedIn ? { token } : {}),
    ...(body === undefined
      ? {}
      : { rawBody: body, headers: { 'content-type': 'application/json' } }),
  }
  if (path === 'graphql') return call(graphql.POST, '/cms-api/graphql', options)
  const handler = rest[method as 'GET']
  return call(handler, `/cms-api/${path}`, {
    ...options,
    params: { slug: path.split('?')[0].split('/') } as never,
  })
}

describe("Payload's API under malformed input", () => {
  it('answers the known cases with 400 JSON', async () => {
    const cases: Generated[] = [
      { method: 'POST', path: 'graphql', body: '{', signedIn: false },
      { method: 'GET', path: 'events?limit=1e999', signedIn: false },
      { method: 'GET', path: 'events?where[title][near]=1,2', signedIn: false },
      { method: 'POST', path: 'events', body: '{"title":', signedIn: true },
    ]
    for (const request of cases) {
      const res = await send(request)
      expect([request.path, res.status]).toEqual([request.path, 400])
      expect(res.json.errors[0].message).toBeTruthy()
    }
  })

  it('never answers 5xx (800 generated requests)', async () => {
    const problems: string[] = []
    const requests = generated(800)
    for (let at = 0; at < requests.length; at += 8) {
      const batch = requests.slice(at, at + 8)
      const answers = await Promise.all(batch.map(send))
      answers.forEach((res, k) => {
        const request = batch[k]
        if (res.status >= 500) {
          problems.push(
            `#${at + k} ${request.method} ${request.path.slice(0, 100)} ${request.body?.slice(0, 60) ?? ''}: ${res.status} ${res.text.slice(0, 120)}`,
          )
        }
      })
    }
    expect(problems).toEqual([])
    const logged = logs.map(
      (entry) => (entry.err as object | undefined)?.constructor.name ?? entry.msg,
    )
    expect(logged.filter((name) => !REFUSALS.has(name))).toEqual([])
  })
})
