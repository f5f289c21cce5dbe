/**
 * Who may do what through Payload's own REST API (/cms-api) and GraphQL: every collection and
 * global × every role. Reads of private records, and every write, are for the roles of the
 * record's part of the administration; anyone else signed in is refused and nothing changes.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import { type Area, mayUse, ROLES, type Role } from '@/lib/contract/roles'

import { personWith, testPayload, unique } from '../helpers'
import { call } from '../api/request'
import { cmsRest } from '../helpers/cmsApi'

let payload: Payload
const tokens = {} as Record<Role, string>

type Collection = {
  slug: CollectionSlug
  area: Area
  /** Read by anyone (public content) or only by the area's people. */
  publicRead: boolean
  /** A record to change, made fresh for each call. */
  make: () => Promise<{ id: number | string }>
  /** A change to try: the field and its new value. */
  change: Record<string, unknown>
  graphqlList: string
}

const COLLECTIONS: Collection[] = [
  {
    slug: 'events',
    area: 'content',
    publicRead: true,
    make: () =>
      payload.create({
        collection: 'events',
        data: {
          title: unique('Event'),
          date: '2032-04-01',
          time: '10:00',
          location: 'Hall',
          description: 'A role check',
        },
      }),
    change: { location: 'Chapel' },
    graphqlList: 'Events',
  },
  {
    slug: 'staff',
    area: 'content',
    publicRead: true,
    make: () =>
      payload.create({
        collection: 'staff',
        data: { name: unique('Staff'), title: 'Deacon', bio: 'Serves', email: 'staff@example.org' },
      }),
    change: { title: 'Elder' },
    graphqlList: 'allStaff',
  },
  {
    slug: 'contact-submissions',
    area: 'office',
    publicRead: false,
    make: () =>
      payload.create({
        collection: 'contact-submissions',
        data: {
          name: 'Role Check',
          email: 'role@example.org',
          subject: 'Hello',
          message: 'A message',
          message_type: 'general',
          contact_preference: 'email',
          status: 'new',
        },
      }),
    change: { status: 'read' },
    graphqlList: 'ContactSubmissions',
  },
  {
    slug: 'subscribers',
    area: 'office',
    publicRead: false,
    make: () =>
      payload.create({
        collection: 'subscribers',
        data: {
          first_name: 'Role',
          last_name: 'Check',
          email: `${unique('sub')}@example.org`,
          status: 'active',
        },
      }),
    change: { first_name: 'Changed' },
    graphqlList: 'Subscribers',
  },
  {
    slug: 'newsletters',
    area: 'office',
    publicRead: false,
    make: () =>
      payload.create({
        collection: 'newsletters',
        data: { subject: unique('Role letter'), status: 'draft' },
      }),
    change: { subject: 'Changed letter' },
    graphqlList: 'Newsletters',
  },
  {
    slug: 'prayer-requests',
    area: 'prayer',
    publicRead: false,
    make: () =>
      payload.create({
        collection: 'prayer-requests',
        data: { name: 'Role Check', subject: 'Health', message: 'Pray', status: 'pending' },
      }),
    change: { status: 'approved' },
    graphqlList: 'PrayerRequests',
  },
  {
    slug: 'donors',
    area: 'giving',
    publicRead: false,
    make: () =>
      payload.create({
        collection: 'donors',
        data: { name: 'Role Check', email: `${unique('donor')}@example.org` },
      }),
    change: { address: '1 Main St, Dallas, TX' },
    graphqlList: 'Donors',
  },
  {
    slug: 'audit-log',
    area: 'administration',
    publicRead: false,
    make: async () => ({ id: 0 }),
    change: {},
    graphqlList: 'AuditLogs',
  },
]

const GLOBALS: {
  slug: GlobalSlug
  area: Area
  /** Read by anyone, or only by the people of `readArea`. */
  readArea: Area | null
  change: Record<string, unknown>
  graphqlName: string
}[] = [
  {
    slug: 'church-info',
    area: 'content',
    readArea: null,
    change: { tagline: 'A family of faith' },
    graphqlName: 'ChurchInfo',
  },
  {
    slug: 'giving-settings',
    area: 'administration',
    readArea: 'giving',
    change: { phone: '(214) 555-0100' },
    graphqlName: 'GivingSetting',
  },
]

beforeAll(async () => {
  payload = await testPayload()
  for (const { value } of ROLES) tokens[value] = (await personWith(payload, [value])).token
})

const gql = (query: string, token: string) =>
  call(graphql.POST, '/cms-api/graphql', { token, body: { query } })

describe.each(ROLES.map(({ value }) => value))('as %s', (role) => {
  const writable = COLLECTIONS.filter((c) => c.slug !== 'audit-log')

  it.each(COLLECTIONS)('REST read of $slug', async ({ slug, area, publicRead }) => {
    const res = await cmsRest('GET', `${slug}?limit=1`, tokens[role])
    const allowed = publicRead || mayUse([role], area)
    expect([slug, res.status]).toEqual([slug, allowed ? 200 : 403])
    if (!allowed) expect(res.json.docs).toBeUndefined()
  })

  it.each(writable)('REST update of $slug', async ({ slug, area, make, change }) => {
    const { id } = await make()
    const before = await payload.findByID({ collection: slug, id, depth: 0 })
    const res = await cmsRest('PATCH', `${slug}/${id}`, tokens[role], change)
    const after = await payload.findByID({ collection: slug, id, depth: 0 })
    if (mayUse([role], area)) {
      expect([slug, res.status]).toEqual([slug, 200])
      expect(after).toMatchObject(change)
    } else {
      expect([slug, res.status]).toEqual([slug, 403])
      expect(after).toEqual(before)
    }
  })

  it.each(COLLECTIONS)('GraphQL read of $slug', async ({ area, publicRead, graphqlList }) => {
    const res = await gql(`{ ${graphqlList}(limit: 1) { docs { id } } }`, tokens[role])
    const allowed = publicRead || mayUse([role], area)
    if (allowed) {
      expect(res.json.errors).toBeUndefined()
      expect(Array.isArray(res.json.data[graphqlList].docs)).toBe(true)
    } else {
      expect(res.json.errors?.[0]?.extensions?.statusCode ?? 403).toBe(403)
      expect(res.json.data?.[graphqlList] ?? null).toBeNull()
    }
  })

  it.each(GLOBALS)('REST update of the $slug global', async ({ slug, area, change }) => {
    const before = await payload.findGlobal({ slug, depth: 0 })
    const res = await cmsRest('POST', `globals/${slug}`, tokens[role], change)
    const after = await payload.findGlobal({ slug, depth: 0 })
    if (mayUse([role], area)) {
      expect([slug, res.status]).toEqual([slug, 200])
    } else {
      expect([slug, res.status]).toEqual([slug, 403])
      expect(after).toEqual(before)
    }
  })

  it.each(GLOBALS)('REST and GraphQL read of the $slug global', async (global) => {
    const { slug, readArea, graphqlName } = global
    const allowed = readArea === null || mayUse([role], readArea)
    const res = await cmsRest('GET', `globals/${slug}`, tokens[role])
    expect([slug, res.status]).toEqual([slug, allowed ? 200 : 403])
    const viaGraphql = await gql(`{ ${graphqlName} { updatedAt } }`, tokens[role])
    expect(Boolean(viaGraphql.json.data?.[graphqlName])).toBe(allowed)
  })

  it('reads no other person, and cannot give itself a role', async () => {
    const people = await cmsRest('GET', 'users?limit=50', tokens[role])
    expect(people.status).toBe(200)
    if (role === 'administrator') {
      expect(people.json.totalDocs).toBeGreaterThan(1)
      return
    }
    expect(people.json.docs).toHaveLength(1)
    const me = people.json.docs[0]
    const res = await cmsRest('PATCH', `users/${me.id}`, tokens[role], {
      roles: ['administrator'],
    })
    const stored = await payload.findByID({ collection: 'users', id: me.id, depth: 0 })
    expect(stored.roles).toEqual([role])
    expect(res.status === 403 || res.status === 200).toBe(true)
  })
})

describe('the /cms panel', () => {
  it('lists a collection only to the people of its part', () => {
    const hidden = (slug: CollectionSlug, role: Role) =>
      (payload.collections[slug].config.admin.hidden as (a: { user: unknown }) => boolean)({
        user: { collection: 'users', roles: [role], active: true },
      })
    expect(hidden('prayer-requests', 'prayer_team')).toBe(false)
    expect(hidden('prayer-requests', 'editor')).toBe(true)
    expect(hidden('donations', 'treasurer')).toBe(false)
    expect(hidden('donations', 'office')).toBe(true)
    expect(hidden('events', 'editor')).toBe(false)
    expect(hidden('events', 'treasurer')).toBe(true)
    expect(hidden('audit-log', 'administrator')).toBe(false)
    expect(hidden('audit-log', 'editor')).toBe(true)
  })
})
