/**
 * Writes signed in by the session cookie are taken only from the site's own pages; writes
 * signed in by a token header are not concerned. Proven on /api, on Payload's REST at /cms-api
 * and on its GraphQL, with the database checked after each refusal.
 */
import * as cmsRest from '@/app/(payload)/cms-api/[...slug]/route'
import * as cmsGraphql from '@/app/(payload)/cms-api/graphql/route'
import * as contacts from '@/app/api/contacts/route'
import * as login from '@/app/api/admin/login/route'
import * as logout from '@/app/api/admin/logout/route'
import * as profile from '@/app/api/admin/profile/route'
import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'

import { ADMIN_PASSWORD, ADMIN_USERNAME, testPayload, unique } from '../helpers'
import { call } from './request'

const SITE = 'http://localhost'
const ELSEWHERE = 'https://evil.example'
const REFUSED = 'Cross-site request refused: send it from the site itself'

let cookie: string
let token: string

beforeAll(async () => {
  const signIn = await call(login.POST, '/api/admin/login', {
    body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  })
  expect(signIn.status).toBe(200)
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
  token = signIn.json.access_token
  expect(cookie).toMatch(/^payload-token=./)
})

const event = (title: string) => ({
  title,
  date: '2031-05-04',
  time: '18:30',
  location: 'Fellowship Hall',
  description: 'A test of where writes may come from',
})

async function eventsTitled(title: string) {
  const payload = await testPayload()
  const { totalDocs } = await payload.count({
    collection: 'events',
    where: { title: { equals: title } },
    overrideAccess: true,
  })
  return totalDocs
}

async function storedEvent(title: string) {
  const payload = await testPayload()
  return payload.create({ collection: 'events', data: event(title), overrideAccess: true })
}

describe('/api: writes signed in by the session cookie', () => {
  it('refuses a cross-origin POST with a valid session cookie, and stores nothing', async () => {
    const title = unique('cross-site')
    const res = await call(events.POST, '/api/events', {
      body: event(title),
      headers: { cookie, origin: ELSEWHERE },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.json).toEqual({ detail: REFUSED })
    expect(await eventsTitled(title)).toBe(0)
  })

  it('accepts the same POST from the site origin', async () => {
    const title = unique('same-site')
    const res = await call(events.POST, '/api/events', {
      body: event(title),
      headers: { cookie, origin: SITE },
    })
    expect(res.status).toBe(201)
    expect(await eventsTitled(title)).toBe(1)
  })

  it('without Origin, decides by Sec-Fetch-Site, then by Referer, and refuses when neither says', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ 'sec-fetch-site': 'same-origin' }, 201],
      [{ 'sec-fetch-site': 'same-site' }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'sec-fetch-site': 'cross-site', referer: `${SITE}/admin/events` }, 403],
      [{ referer: `${SITE}/admin/events` }, 201],
      [{ referer: `${ELSEWHERE}/page` }, 403],
      [{ origin: 'null' }, 403],
      [{}, 403],
    ]
    for (const [headers, status] of cases) {
      const title = unique('fallback')
      const res = await call(events.POST, '/api/events', {
        body: event(title),
        headers: { cookie, ...headers },
      })
      expect([headers, res.status]).toEqual([headers, status])
      expect(await eventsTitled(title)).toBe(status === 201 ? 1 : 0)
    }
  })

  it('takes the origin from Host and X-Forwarded-Proto without SITE_URL', async () => {
    const headers = { cookie, host: 'church.example', 'x-forwarded-proto': 'https' }
    const refused = await call(events.POST, '/api/events', {
      body: event(unique('host')),
      headers: { ...headers, origin: 'http://church.example' },
    })
    expect(refused.status).toBe(403)
    const accepted = await call(events.POST, '/api/events', {
      body: event(unique('host')),
      headers: { ...headers, origin: 'https://church.example' },
    })
    expect(accepted.status).toBe(201)
  })

  it('takes only SITE_URL when it is set', async () => {
    const before = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.church.example/'
    try {
      const own = await call(events.POST, '/api/events', {
        body: event(unique('site-url')),
        headers: { cookie, origin: 'https://www.church.example' },
      })
      expect(own.status).toBe(201)
      const addressed = await call(events.POST, '/api/events', {
        body: event(unique('site-url')),
        headers: { cookie, origin: SITE },
      })
      expect(addressed.status).toBe(403)
    } finally {
      if (before === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = before
    }
  })

  it('refuses cross-origin PUT, DELETE, a status change and logout, and changes nothing', async () => {
    const doc = await storedEvent(unique('kept'))
    const put = await call(eventItem.PUT, `/api/events/${doc.id}`, {
      method: 'PUT',
      body: { title: 'Renamed from elsewhere' },
      headers: { cookie, origin: ELSEWHERE },
      params: { id: String(doc.id) },
    })
    const del = await call(eventItem.DELETE, `/api/events/${doc.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: ELSEWHERE },
      params: { id: String(doc.id) },
    })
    const prayer = await (
      await testPayload()
    ).create({
      collection: 'prayer-requests',
      data: { name: 'Origin Check', subject: 'Kept', message: 'Stays pending', status: 'pending' },
      overrideAccess: true,
    })
    const status = await call(
      prayerStatus.PUT,
      `/api/prayer-requests/${prayer.id}/status?status=approved`,
      { method: 'PUT', headers: { cookie, origin: ELSEWHERE }, params: { id: String(prayer.id) } },
    )
    const out = await call(logout.POST, '/api/admin/logout', {
      method: 'POST',
      headers: { cookie, origin: ELSEWHERE },
    })
    for (const res of [put, del, status, out]) {
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ detail: REFUSED })
    }
    const payload = await testPayload()
    const after = await payload.findByID({ collection: 'events', id: doc.id, overrideAccess: true })
    expect(after.title).toBe(doc.title)
    const prayerAfter = await payload.findByID({
      collection: 'prayer-requests',
      id: prayer.id,
      overrideAccess: true,
    })
    expect(prayerAfter.status).toBe('pending')
    const stillSignedIn = await call(profile.GET, '/api/admin/profile', { headers: { cookie } })
    expect(stillSignedIn.status).toBe(200)
  })

  it('refuses a same-origin cookie PUT whose body is text/plain or undeclared (415)', async () => {
    const doc = await storedEvent(unique('typed'))
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await call(eventItem.PUT, `/api/events/${doc.id}`, {
        method: 'PUT',
        rawBody: JSON.stringify({ title: 'Renamed by a form' }),
        headers: { cookie, origin: SITE, ...(type ? { 'content-type': type } : {}) },
        params: { id: String(doc.id) },
      })
      expect([type, res.status]).toEqual([type, 415])
      expect(res.json).toEqual({ detail: 'Send the body as application/json' })
    }
    const after = await (
      await testPayload()
    ).findByID({ collection: 'events', id: doc.id, overrideAccess: true })
    expect(after.title).toBe(doc.title)
  })

  it('leaves reads signed in by the cookie alone', async () => {
    const res = await call(profile.GET, '/api/admin/profile', {
      headers: { cookie, origin: ELSEWHERE },
    })
    expect(res.status).toBe(200)
  })

  it('leaves writes signed in by a bearer token alone, even with a cookie from elsewhere', async () => {
    const variants: Record<string, string>[] = [
      { origin: ELSEWHERE },
      { origin: ELSEWHERE, cookie },
      {},
    ]
    for (const headers of variants) {
      const title = unique('bearer')
      const res = await call(events.POST, '/api/events', { body: event(title), token, headers })
      expect(res.status).toBe(201)
      expect(await eventsTitled(title)).toBe(1)
    }
  })

  it('refuses a public form post without a JSON Content-Type', async () => {
    const body = JSON.stringify({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Hello',
      message: 'A message posted by a form on another site',
      contact_preference: 'email',
      message_type: 'general',
    })
    for (const type of [undefined, 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await call(contacts.POST, '/api/contacts', {
        method: 'POST',
        rawBody: body,
        headers: type ? { 'content-type': type } : {},
      })
      expect([type, res.status]).toEqual([type, 415])
    }
  })
})

type Handler = (req: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

async function cms(handler: Handler, path: string, init: RequestInit) {
  const res = await handler(new Request(`${SITE}/cms-api/${path}`, init), {
    params: Promise.resolve({ slug: path.split('?')[0].split('/') }),
  })
  return { status: res.status, json: await res.json() }
}

describe("Payload's REST at /cms-api: writes signed in by the session cookie", () => {
  const json = { 'content-type': 'application/json' }

  it('refuses a cross-origin POST with a valid session cookie, and stores nothing', async () => {
    const title = unique('cms-cross-site')
    const res = await cms(cmsRest.POST, 'events', {
      method: 'POST',
      headers: { ...json, cookie, origin: ELSEWHERE },
      body: JSON.stringify(event(title)),
    })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ errors: [{ message: REFUSED }] })
    expect(await eventsTitled(title)).toBe(0)
  })

  it('accepts the same POST from the site origin', async () => {
    const title = unique('cms-same-site')
    const res = await cms(cmsRest.POST, 'events', {
      method: 'POST',
      headers: { ...json, cookie, origin: SITE },
      body: JSON.stringify(event(title)),
    })
    expect(res.status).toBe(201)
    expect(await eventsTitled(title)).toBe(1)
  })

  it('refuses cross-origin PATCH and DELETE, and changes nothing', async () => {
    const doc = await storedEvent(unique('cms-kept'))
    const patch = await cms(cmsRest.PATCH, `events/${doc.id}`, {
      method: 'PATCH',
      headers: { ...json, cookie, origin: ELSEWHERE },
      body: JSON.stringify({ title: 'Renamed from elsewhere' }),
    })
    const del = await cms(cmsRest.DELETE, `events/${doc.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: ELSEWHERE },
    })
    expect([patch.status, del.status]).toEqual([403, 403])
    const after = await (
      await testPayload()
    ).findByID({ collection: 'events', id: doc.id, overrideAccess: true })
    expect(after.title).toBe(doc.title)
  })

  it('leaves writes signed in by a JWT header alone', async () => {
    const title = unique('cms-token')
    const res = await cms(cmsRest.POST, 'events', {
      method: 'POST',
      headers: { ...json, cookie, origin: ELSEWHERE, authorization: `JWT ${token}` },
      body: JSON.stringify(event(title)),
    })
    expect(res.status).toBe(201)
    expect(await eventsTitled(title)).toBe(1)
  })
})

describe("Payload's GraphQL: createEvent signed in by the session cookie", () => {
  const createEvent = (title: string) =>
    JSON.stringify({
      query: `mutation Create($data: mutationEventInput!) { createEvent(data: $data) { id title } }`,
      variables: { data: event(title) },
    })

  async function graphql(headers: Record<string, string>, body: string) {
    const res = await cmsGraphql.POST(
      new Request(`${SITE}/cms-api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
    )
    return { status: res.status, json: await res.json() }
  }

  it('refuses it from another origin, and stores nothing', async () => {
    const title = unique('graphql-cross-site')
    const res = await graphql({ cookie, origin: ELSEWHERE }, createEvent(title))
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ errors: [{ message: REFUSED }] })
    expect(await eventsTitled(title)).toBe(0)
  })

  it('accepts it from the site origin', async () => {
    const title = unique('graphql-same-site')
    const res = await graphql({ cookie, origin: SITE }, createEvent(title))
    expect(res.status).toBe(200)
    expect(res.json.errors).toBeUndefined()
    expect(res.json.data.createEvent.title).toBe(title)
    expect(await eventsTitled(title)).toBe(1)
  })

  it('leaves it alone when signed in by a JWT header', async () => {
    const title = unique('graphql-token')
    const res = await graphql(
      { origin: ELSEWHERE, authorization: `JWT ${token}` },
      createEvent(title),
    )
    expect(res.json.data.createEvent.title).toBe(title)
    expect(await eventsTitled(title)).toBe(1)
  })
})
