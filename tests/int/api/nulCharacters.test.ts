/**
 * A NUL character (U+0000) in any text a visitor or an administrator sends is refused with a
 * 422 naming the field (400 in Payload's own API), on both databases, and nothing is stored:
 * PostgreSQL cannot keep one in text, and SQLite must not keep what PostgreSQL refuses.
 */
import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/cms-api/[...slug]/route'
import * as graphql from '@/app/(payload)/cms-api/graphql/route'
import * as adminChurchHistory from '@/app/api/admin/church-history/route'
import * as adminChurchInfo from '@/app/api/admin/church-info/route'
import * as login from '@/app/api/admin/login/route'
import * as password from '@/app/api/admin/profile/password/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as contacts from '@/app/api/contacts/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as events from '@/app/api/events/route'
import * as galleryItem from '@/app/api/gallery/[id]/route'
import * as gallery from '@/app/api/gallery/route'
import * as ministryItem from '@/app/api/ministries/[id]/route'
import * as ministries from '@/app/api/ministries/route'
import * as subscribe from '@/app/api/newsletter/subscribe/route'
import * as prayers from '@/app/api/prayer-requests/route'
import * as sermonItem from '@/app/api/sermons/[id]/route'
import * as sermons from '@/app/api/sermons/route'
import * as staffItem from '@/app/api/staff/[id]/route'
import * as staff from '@/app/api/staff/route'

import { ADMIN_PASSWORD, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

type Handler = Parameters<typeof call>[0]
type Body = Record<string, unknown>

const NUL = 'a\u0000b'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = (await signIn(payload)).token
})

const stamp = () => unique('nul')
const contactBody = (): Body => ({
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '214-555-0100',
  subject: stamp(),
  message: 'Hello',
  contact_preference: 'email',
  message_type: 'general',
})
const prayerBody = (): Body => ({
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '214-555-0100',
  subject: stamp(),
  message: 'Please pray',
})
const content: Record<string, () => Body> = {
  staff: () => ({
    name: stamp(),
    title: 'Deacon',
    bio: 'Serves',
    photo: '/media/x.jpg',
    email: 'd@example.com',
    phone: '214-555-0101',
  }),
  events: () => ({
    title: stamp(),
    date: '2031-05-01',
    time: '6:00 PM',
    location: 'Hall',
    description: 'Supper',
  }),
  ministries: () => ({
    name: stamp(),
    description: 'Music',
    leader: 'Ann',
    meeting_time: 'Thursdays',
  }),
  sermons: () => ({
    title: stamp(),
    preacher: 'Pastor',
    date: '2031-05-02',
    scripture: 'John 3:16',
    summary: 'Love',
    audio_url: 'https://example.org/a.mp3',
  }),
  gallery: () => ({
    src: 'https://example.org/a.jpg',
    alt: stamp(),
    title: 'Picnic',
    description: 'Lunch',
    date: '2031-05-03',
  }),
}
const collectionOf: Record<string, string> = {
  staff: 'staff',
  events: 'events',
  ministries: 'ministries',
  sermons: 'sermons',
  gallery: 'gallery-images',
}
const createRoute: Record<string, Handler> = {
  staff: staff.POST,
  events: events.POST,
  ministries: ministries.POST,
  sermons: sermons.POST,
  gallery: gallery.POST,
}
const updateRoute: Record<string, Handler> = {
  staff: staffItem.PUT,
  events: eventItem.PUT,
  ministries: ministryItem.PUT,
  sermons: sermonItem.PUT,
  gallery: galleryItem.PUT,
}

const count = async (collection: string) =>
  (await payload.count({ collection: collection as 'staff' })).totalDocs

/** Sends `body` with `field` set to a string holding a NUL; expects 422 naming the field. */
async function expectRefused(
  handler: Handler,
  path: string,
  body: Body,
  field: string,
  options: { method?: string; token?: string; params?: Record<string, string> } = {},
) {
  const sent = { ...body, [field]: NUL }
  const res = await call(handler, path, { method: 'POST', ...options, body: sent })
  expect([path, field, res.status]).toEqual([path, field, 422])
  expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field)
}

describe('a NUL character in a visitor’s form', () => {
  it.each(Object.keys(contactBody()))(
    'contact message: %s is refused and nothing is stored',
    async (field) => {
      const before = await count('contact-submissions')
      await expectRefused(contacts.POST, '/api/contacts', contactBody(), field)
      expect(await count('contact-submissions')).toBe(before)
    },
  )

  it.each(Object.keys(prayerBody()))(
    'prayer request: %s is refused and nothing is stored',
    async (field) => {
      const before = await count('prayer-requests')
      await expectRefused(prayers.POST, '/api/prayer-requests', prayerBody(), field)
      expect(await count('prayer-requests')).toBe(before)
    },
  )

  it.each(['first_name', 'last_name', 'email'])(
    'newsletter: %s is refused and nothing is stored',
    async (field) => {
      const before = await count('subscribers')
      const body = { first_name: 'Ana', last_name: 'Reyes', email: `${stamp()}@example.com` }
      await expectRefused(subscribe.POST, '/api/newsletter/subscribe', body, field)
      expect(await count('subscribers')).toBe(before)
    },
  )

  it.each(['username', 'password'])('sign-in: %s is refused', async (field) => {
    await expectRefused(
      login.POST,
      '/api/admin/login',
      { username: 'admin', password: ADMIN_PASSWORD },
      field,
    )
  })
})

describe('a NUL character in an administrator’s write', () => {
  describe.each(Object.keys(content))('%s', (entity) => {
    it.each(Object.keys(content[entity]()))(
      'create with %s is refused and nothing is stored',
      async (field) => {
        const before = await count(collectionOf[entity])
        await expectRefused(createRoute[entity], `/api/${entity}`, content[entity](), field, {
          token,
        })
        expect(await count(collectionOf[entity])).toBe(before)
      },
    )

    it('update with a NUL in any field is refused and the record is unchanged', async () => {
      const created = await call(createRoute[entity], `/api/${entity}`, {
        token,
        body: content[entity](),
      })
      expect(created.status).toBe(201)
      const id = String(created.json.id)
      for (const field of Object.keys(content[entity]())) {
        await expectRefused(updateRoute[entity], `/api/${entity}/${id}`, created.json, field, {
          method: 'PUT',
          token,
          params: { id },
        })
      }
      const stored = await payload.findByID({
        collection: collectionOf[entity] as 'staff',
        id,
        depth: 0,
      })
      expect(JSON.stringify(stored)).not.toContain('\\u0000')
    })
  })

  it.each(['name', 'tagline', 'mission', 'address', 'phone', 'email'])(
    'church information: %s is refused and nothing changes',
    async (field) => {
      const before = await payload.findGlobal({ slug: 'church-info', depth: 0 })
      const body = {
        name: before.name,
        tagline: before.tagline,
        mission: before.mission,
        address: before.address,
        phone: before.phone,
        email: before.email,
      }
      await expectRefused(adminChurchInfo.PUT, '/api/admin/church-info', body, field, {
        method: 'PUT',
        token,
      })
      expect(await payload.findGlobal({ slug: 'church-info', depth: 0 })).toEqual(before)
    },
  )

  it('church history: a milestone with a NUL is refused and nothing changes', async () => {
    const before = await payload.findGlobal({ slug: 'church-history', depth: 0 })
    for (const milestone of [
      { year: NUL, event: 'Founded' },
      { year: '1961', event: NUL },
    ]) {
      const res = await call(adminChurchHistory.PUT, '/api/admin/church-history', {
        method: 'PUT',
        token,
        body: { founding: 1961, founder_name: 'Founder', milestones: [milestone] },
      })
      expect(res.status).toBe(422)
      expect(res.json.errors[0].field).toMatch(/^milestones\.0\.(year|event)$/)
    }
    await expectRefused(
      adminChurchHistory.PUT,
      '/api/admin/church-history',
      { founding: 1961, founder_name: 'Founder', milestones: [] },
      'founder_name',
      { method: 'PUT', token },
    )
    expect(await payload.findGlobal({ slug: 'church-history', depth: 0 })).toEqual(before)
  })

  it.each(['current_password', 'new_password', 'confirm_password'])(
    'password change: %s is refused',
    async (field) => {
      const body = {
        current_password: ADMIN_PASSWORD,
        new_password: 'something-new',
        confirm_password: 'something-new',
      }
      await expectRefused(password.PUT, '/api/admin/profile/password', body, field, {
        method: 'PUT',
        token,
      })
    },
  )

  it('a status in the address with a NUL is refused', async () => {
    const res = await call(contactStatus.PUT, `/api/contact/1/status?status=${encodeURI(NUL)}`, {
      method: 'PUT',
      token,
      params: { id: '1' },
    })
    expect(res.status).toBe(422)
  })
})

describe("a NUL character in Payload's own API", () => {
  const restCall = (method: string, path: string, body?: unknown) =>
    call(rest[method as 'GET'], `/cms-api/${path}`, {
      method,
      token,
      body,
      params: { slug: path.split('?')[0].split('/') } as never,
    })

  it('is refused in a REST write, and nothing is stored', async () => {
    const created = await payload.create({
      collection: 'sermons',
      data: { ...content.sermons(), audio_url: null } as never,
    })
    const patched = await restCall('PATCH', `sermons/${created.id}`, { title: NUL })
    expect(patched.status).toBe(400)
    const posted = await restCall('POST', 'events', { ...content.events(), location: NUL })
    expect(posted.status).toBe(400)
    const stored = await payload.findByID({ collection: 'sermons', id: created.id, depth: 0 })
    expect(stored.title).toBe(created.title)
  })

  it('is refused in a Local API write (the hook every collection and global has)', async () => {
    await expect(
      payload.create({ collection: 'events', data: { ...content.events(), title: NUL } as never }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.updateGlobal({ slug: 'church-info', data: { tagline: NUL } }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('is refused in a REST query and in the address', async () => {
    for (const path of [
      `events?where[title][equals]=${encodeURIComponent(NUL)}`,
      `events?where[${encodeURIComponent(NUL)}][equals]=x`,
      `events/${encodeURIComponent(NUL)}`,
    ]) {
      const res = await restCall('GET', path)
      expect([path, res.status]).toEqual([path, 400])
      expect(res.json.errors[0].message).toBeTruthy()
    }
  })

  it('is refused in GraphQL variables and in the sign-in username', async () => {
    const res = await call(graphql.POST, '/cms-api/graphql', {
      body: {
        query: 'query ($t: String) { Events(where: { title: { equals: $t } }) { totalDocs } }',
        variables: { t: NUL },
      },
    })
    expect(res.status).toBe(400)
    const signInRes = await restCall('POST', 'users/login', { username: NUL, password: 'x' })
    expect(signInRes.status).toBe(400)
  })
})
