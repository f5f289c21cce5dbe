/**
 * Payload's own routes answer what they refuse with a 4xx, never a 5xx, and log a refusal at
 * info level without a stack: GraphQL fragment cycles and deep nesting (a fuzz of both),
 * preferences removed by an unknown key, the jobs' schedule endpoint, the migrations
 * collection. Preferences are each person's own.
 */
import type { Payload } from 'payload'
import { symbols } from 'pino'

import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import { MAX_NESTING } from '@/platform/api/graphqlInput'

import { personWith, signIn, testPayload, unique } from '../helpers'
import { cmsRest } from '../helpers/cmsApi'
import { call } from './request'

let payload: Payload
let admin: Awaited<ReturnType<typeof signIn>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await signIn(payload)
})

const gql = (query: string, token?: string) =>
  call(graphql.POST, '/cms-api/graphql', { token, body: { query } })

/** Deterministic pseudo-random numbers. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** A query with a cycle of fragments, nested fields or both, from a fixed seed. */
function hostileQuery(rand: () => number): string {
  const kind = Math.floor(rand() * 4)
  const count = 1 + Math.floor(rand() * 6)
  const names = Array.from({ length: count }, (_, i) => `F${i}`)
  const cycle = names
    .map((name, i) => `fragment ${name} on Query { ...${names[(i + 1) % count]} }`)
    .join(' ')
  if (kind === 0) return `query { ...F0 } ${cycle}`
  const depth = MAX_NESTING + 1 + Math.floor(rand() * 5000)
  if (kind === 1) return `${'{ a '.repeat(depth)}${'}'.repeat(depth)}`
  if (kind === 2)
    return `query { Events(where: ${'{ or: ['.repeat(depth)}${'] }'.repeat(depth)}) { totalDocs } }`
  return `query { ...F0 } fragment F0 on Query { Events { docs { ...F1 } } } fragment F1 on Event { id ...F1 }`
}

describe('GraphQL', () => {
  it('a self-referencing fragment, anonymous: 400 naming it', async () => {
    const res = await gql('query { ...A } fragment A on Query { ...A }')
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toBe('Cannot spread fragment "A" within itself')
  })

  it('fragment cycles and deep nesting, 200 generated, 8 at a time, signed in or not: 0 × 5xx', async () => {
    const rand = random(1961)
    const problems: string[] = []
    for (let batch = 0; batch < 25; batch++) {
      const queries = Array.from({ length: 8 }, () => hostileQuery(rand))
      const answers = await Promise.all(
        queries.map((query, i) => gql(query, i % 2 ? admin.token : undefined)),
      )
      answers.forEach((res, i) => {
        if (res.status !== 400) problems.push(`${res.status} ${queries[i].slice(0, 80)}`)
      })
    }
    expect(problems).toEqual([])
  })
})

describe('preferences: each person’s own', () => {
  it('removing one by a key one does not have: 404; by one’s own key: 200', async () => {
    const { token, user } = await personWith(payload, ['editor'])
    expect((await cmsRest('DELETE', `payload-preferences/${unique('nope')}`, token)).status).toBe(
      404,
    )
    expect((await cmsRest('DELETE', 'payload-preferences/nope')).status).toBe(401)
    const key = unique('columns')
    await payload.create({
      collection: 'payload-preferences',
      data: { key, value: { a: 1 } } as never,
      user,
    })
    // Another person's preference of the same key stays theirs.
    await payload.create({
      collection: 'payload-preferences',
      data: { key, value: { b: 2 } } as never,
      user: admin.user,
    })
    expect((await cmsRest('DELETE', `payload-preferences/${key}`, token)).status).toBe(200)
    const left = await payload.find({
      collection: 'payload-preferences',
      where: { key: { equals: key } },
    })
    expect(left.docs.map((doc) => (doc.user as { value: { id: number } }).value.id)).toEqual([
      admin.user.id,
    ])
    expect((await cmsRest('DELETE', `payload-preferences/${key}`, token)).status).toBe(404)
  })

  it('a preference sent in someone else’s name is stored in the sender’s', async () => {
    const { token, user } = await personWith(payload, ['prayer_team'])
    const res = await cmsRest('POST', 'payload-preferences', token, {
      key: unique('k'),
      value: {},
      user: { relationTo: 'users', value: admin.user.id },
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'payload-preferences',
      id: res.json.doc.id,
    })
    expect((stored.user as { value: { id: number } }).value.id).toBe(user.id)
    const listed = await cmsRest('GET', 'payload-preferences?limit=100', token)
    expect(listed.json.docs.map((doc: { id: number }) => doc.id)).toEqual([res.json.doc.id])
  })
})

describe('routes Payload does not serve here', () => {
  it.each([true, false])(
    'GET payload-jobs/handle-schedules (signed in: %s): 4xx',
    async (signed) => {
      const res = await cmsRest(
        'GET',
        'payload-jobs/handle-schedules',
        signed ? admin.token : undefined,
      )
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    },
  )

  it.each([true, false])(
    'GET payload-migrations (signed in: %s): 404, no address named',
    async (signed) => {
      const res = await cmsRest('GET', 'payload-migrations', signed ? admin.token : undefined)
      expect(res.status).toBe(404)
      expect(res.text).not.toMatch(/localhost|http:/)
    },
  )
})

describe('the log of refused requests', () => {
  it('records each at info level, without a stack, anonymous included', async () => {
    type Stream = { write: (line: string) => boolean }
    const stream = (payload.logger as unknown as Record<symbol, Stream>)[symbols.streamSym]
    const written: string[] = []
    const write = stream.write
    const level = payload.logger.level
    stream.write = (line: string) => {
      written.push(line)
      return true
    }
    payload.logger.level = 'info'
    try {
      const { token } = await personWith(payload, ['prayer_team'])
      await cmsRest('GET', 'contact-submissions')
      await cmsRest('GET', 'contact-submissions', token)
      await cmsRest('GET', 'events/99999999')
      await cmsRest('DELETE', 'payload-preferences/nope')
      await gql('{ ContactSubmissions { docs { id } } }')
      await gql('{ ContactSubmissions { docs { id } } }', token)
    } finally {
      stream.write = write
      payload.logger.level = level
    }
    const entries = written.map((line) => JSON.parse(line) as { level: number; err?: unknown })
    expect(entries.length).toBeGreaterThanOrEqual(6)
    expect(entries.filter((entry) => entry.level !== 30 || entry.err)).toEqual([])
    expect(written.join('')).not.toContain('stack')
  })
})
