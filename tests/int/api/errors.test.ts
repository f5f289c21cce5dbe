import { SignJWT } from 'jose'

import * as catchAll from '@/app/api/[[...path]]/route'
import * as adminChurchHistory from '@/app/api/admin/church-history/route'
import * as adminChurchInfo from '@/app/api/admin/church-info/route'
import * as dashboard from '@/app/api/admin/dashboard/stats/route'
import * as givingSettings from '@/app/api/admin/giving-settings/route'
import * as login from '@/app/api/admin/login/route'
import * as logout from '@/app/api/admin/logout/route'
import * as profile from '@/app/api/admin/profile/route'
import * as password from '@/app/api/admin/profile/password/route'
import * as upload from '@/app/api/admin/upload/route'
import * as contactList from '@/app/api/contact/route'
import * as contactItem from '@/app/api/contact/[id]/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as contactSpam from '@/app/api/contact/spam/route'
import * as contacts from '@/app/api/contacts/route'
import * as donations from '@/app/api/donations/route'
import * as donors from '@/app/api/donations/donors/route'
import * as donationExport from '@/app/api/donations/export/route'
import * as donationStats from '@/app/api/donations/stats/route'
import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as gallery from '@/app/api/gallery/route'
import * as galleryItem from '@/app/api/gallery/[id]/route'
import * as health from '@/app/api/health/route'
import * as ministries from '@/app/api/ministries/route'
import * as ministryItem from '@/app/api/ministries/[id]/route'
import * as subscribe from '@/app/api/newsletter/subscribe/route'
import * as subscribers from '@/app/api/newsletter/subscribers/route'
import * as subscribersExport from '@/app/api/newsletter/subscribers/export/route'
import * as subscriberUnsubscribe from '@/app/api/newsletter/subscribers/[id]/unsubscribe/route'
import * as prayerItem from '@/app/api/prayer-requests/[id]/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as prayers from '@/app/api/prayer-requests/route'
import * as prayerSpam from '@/app/api/prayer-requests/spam/route'
import * as sermons from '@/app/api/sermons/route'
import * as sermonItem from '@/app/api/sermons/[id]/route'
import * as staff from '@/app/api/staff/route'
import * as staffItem from '@/app/api/staff/[id]/route'
import * as media from '@/app/media/[name]/route'

import { signIn, testPayload } from '../helpers'
import { call } from './request'

type Handler = Parameters<typeof call>[0]

/** Every route that must refuse a request without a valid administrator session. */
const privateRoutes: [string, string, Handler][] = [
  ['GET', '/api/admin/profile', profile.GET],
  ['PUT', '/api/admin/profile/password', password.PUT],
  ['POST', '/api/admin/logout', logout.POST],
  ['GET', '/api/admin/dashboard/stats', dashboard.GET],
  ['PUT', '/api/admin/church-info', adminChurchInfo.PUT],
  ['PUT', '/api/admin/church-history', adminChurchHistory.PUT],
  ['POST', '/api/admin/upload', upload.POST],
  ['GET', '/api/prayer-requests', prayers.GET],
  ['PUT', '/api/prayer-requests/1/status', prayerStatus.PUT],
  ['DELETE', '/api/prayer-requests/1', prayerItem.DELETE],
  ['DELETE', '/api/prayer-requests/spam', prayerSpam.DELETE],
  ['GET', '/api/contact', contactList.GET],
  ['PUT', '/api/contact/1/status', contactStatus.PUT],
  ['DELETE', '/api/contact/1', contactItem.DELETE],
  ['DELETE', '/api/contact/spam', contactSpam.DELETE],
  ['GET', '/api/newsletter/subscribers', subscribers.GET],
  ['GET', '/api/newsletter/subscribers/export', subscribersExport.GET],
  ['POST', '/api/newsletter/subscribers/1/unsubscribe', subscriberUnsubscribe.POST],
  ['GET', '/api/donations/stats', donationStats.GET],
  ['GET', '/api/donations', donations.GET],
  ['GET', '/api/donations/donors', donors.GET],
  ['GET', '/api/donations/export', donationExport.GET],
  ['GET', '/api/admin/giving-settings', givingSettings.GET],
  ['POST', '/api/staff', staff.POST],
  ['PUT', '/api/staff/1', staffItem.PUT],
  ['DELETE', '/api/staff/1', staffItem.DELETE],
  ['POST', '/api/events', events.POST],
  ['PUT', '/api/events/1', eventItem.PUT],
  ['DELETE', '/api/events/1', eventItem.DELETE],
  ['POST', '/api/ministries', ministries.POST],
  ['PUT', '/api/ministries/1', ministryItem.PUT],
  ['DELETE', '/api/ministries/1', ministryItem.DELETE],
  ['POST', '/api/sermons', sermons.POST],
  ['PUT', '/api/sermons/1', sermonItem.PUT],
  ['DELETE', '/api/sermons/1', sermonItem.DELETE],
  ['POST', '/api/gallery', gallery.POST],
  ['PUT', '/api/gallery/1', galleryItem.PUT],
  ['DELETE', '/api/gallery/1', galleryItem.DELETE],
]

let forged: string
let expired: string
let wrongCollection: string

beforeAll(async () => {
  const payload = await testPayload()
  const { user } = await signIn(payload)
  const sign = (claims: object, secret: string, exp: number | string) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret))
  forged = await sign({ id: user.id, collection: 'users' }, 'guessed-secret', '1h')
  expired = await sign(
    { id: user.id, collection: 'users' },
    payload.secret,
    Math.floor(Date.now() / 1000) - 10,
  )
  wrongCollection = await sign({ id: user.id, collection: 'subscribers' }, payload.secret, '1h')
})

describe.each(privateRoutes)('%s %s', (method, path, handler) => {
  it.each([
    ['no token', () => ({})],
    ['a forged token', () => ({ authorization: `Bearer ${forged}` })],
    ['an expired token', () => ({ authorization: `Bearer ${expired}` })],
    ['a token of another collection', () => ({ authorization: `Bearer ${wrongCollection}` })],
    ['garbage', () => ({ authorization: 'Bearer not.a.jwt' })],
  ])('refuses %s with 401 JSON', async (_label, headers) => {
    const res = await call(handler, path, {
      method,
      headers: headers(),
      params: { id: '1' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.json).toEqual({ detail: 'Not authenticated' })
    expect(res.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('general errors', () => {
  it('answers unknown /api paths with 404 JSON for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(catchAll[method], '/api/nothing/here', {
        method,
        params: { path: ['nothing', 'here'] } as never,
      })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ detail: 'Not found' })
    }
  })

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await call(contacts.GET, '/api/contacts')
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(res.json.detail).toEqual(expect.any(String))
    const list = await call(events.PUT, '/api/events', { method: 'PUT', body: {} })
    expect([list.status, list.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST'])
    const file = await call(media.DELETE, '/media/x.jpg', {
      method: 'DELETE',
      params: { name: 'x.jpg' },
    })
    expect([file.status, file.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
    expect(file.json).toEqual({ detail: 'Method DELETE is not allowed here' })
  })

  it('answers malformed JSON with 400, a body over 1 MiB with 413 and a non-JSON or missing type with 415', async () => {
    const malformed = await call(contacts.POST, '/api/contacts', {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toEqual({ detail: 'Malformed JSON body' })
    const huge = await call(contacts.POST, '/api/contacts', {
      rawBody: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(huge.status).toBe(413)
    const form = await call(contacts.POST, '/api/contacts', {
      rawBody: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const undeclared = await call(contacts.POST, '/api/contacts', { rawBody: '{"name":"x"}' })
    expect(undeclared.status).toBe(415)
    expect(undeclared.json).toEqual({ detail: 'Send the body as application/json' })
  })

  it('answers health with the database state', async () => {
    const res = await call(health.GET, '/api/health')
    expect(res.json).toMatchObject({ status: 'ok', database: 'ok' })
  })
})

/** Deterministic pseudo-random numbers, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

type MalformedBody = { raw: BodyInit; headers: Record<string, string>; cookie?: boolean }

function malformedBodies(count: number): MalformedBody[] {
  const rand = random(1961)
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]
  const weird: unknown[] = [
    null,
    true,
    0,
    -1,
    1e308,
    '',
    'x'.repeat(6000),
    [],
    [1, 2],
    {},
    { $ne: null },
    '\u0000\u202e',
    '💒'.repeat(3000),
  ]
  const fields = [
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'message_type',
    'contact_preference',
    'submitted_at',
    'is_urgent',
    'title',
    'date',
    'src',
    'category',
    'username',
    'password',
    'first_name',
    'form_started_at',
    '__proto__',
    'constructor',
  ]
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
  const bodies: MalformedBody[] = []
  const json = { 'content-type': 'application/json' }
  const typed = (type: string) => ({ 'content-type': type })
  const valid = JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'hi' })
  while (bodies.length < count) {
    const kind = bodies.length % 12
    if (kind === 0) {
      const body: Record<string, unknown> = {}
      for (let i = 0; i < 1 + rand() * 6; i++) body[pick(fields)] = pick(weird)
      bodies.push({ raw: JSON.stringify(body), headers: json })
    } else if (kind === 1) {
      bodies.push({ raw: JSON.stringify(pick(weird)), headers: json })
    } else if (kind === 2) {
      bodies.push({ raw: deep(Math.floor(1000 + rand() * 200_000)), headers: json })
    } else if (kind === 3) {
      const depth = Math.floor(100 + rand() * 20_000)
      const nested = '{"a":'.repeat(depth) + '"x"' + '}'.repeat(depth)
      bodies.push({ raw: `{"name":${nested},"message":${nested}}`, headers: json })
    } else if (kind === 4) {
      const bytes = Buffer.from(JSON.stringify({ name: 'Ana', message: 'hi' }))
      bytes[Math.floor(rand() * bytes.length)] = 0xff
      bodies.push({ raw: new Uint8Array(bytes), headers: json })
    } else if (kind === 5) {
      bodies.push({
        raw: pick(['{', '{"a":}', 'nul', '"\\x"', '{"a":1,}', '\ufeff{}', '']),
        headers: json,
      })
    } else if (kind === 6) {
      bodies.push({
        raw: JSON.stringify({ name: 'x'.repeat(2000), email: 'a@b.c'.repeat(100) }),
        headers: typed(
          pick([
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
          ]),
        ),
      })
    } else if (kind === 7) {
      const latin1 = Buffer.from('{"name":"José","message":"Olá"}', 'latin1')
      bodies.push({ raw: new Uint8Array(latin1), headers: json })
    } else if (kind === 8) {
      // A plausible body under a missing, empty or odd Content-Type.
      const type = pick([
        null,
        '',
        ';',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'application/jsonp',
        'text/json',
        '*/*',
        'application/json, text/plain',
        'APPLICATION/JSON',
        'application/ld+json',
        'application/json; charset=utf-16',
        'application/json; boundary="x"; q=0.1',
        'multipart/form-data',
        'x'.repeat(4000),
      ])
      bodies.push({ raw: valid, headers: type === null ? {} : typed(type) })
    } else if (kind === 9) {
      // Odd encodings: UTF-16 with its byte-order mark, a UTF-8 one, a declared compression
      // that the bytes do not have, and NUL bytes.
      const variant = Math.floor(rand() * 4)
      const raw =
        variant === 0
          ? new Uint8Array(
              Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, 'utf16le')]),
            )
          : variant === 1
            ? new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)]))
            : variant === 2
              ? valid
              : `{"name":"A\u0000na"}\u0000\u0000`
      bodies.push({
        raw,
        headers: variant === 2 ? { ...json, 'content-encoding': pick(['gzip', 'br', 'x']) } : json,
      })
    } else if (kind === 10) {
      // Signed in by the session cookie, from another origin or from none.
      bodies.push({
        raw: valid,
        headers: {
          ...json,
          ...pick<Record<string, string>>([
            { origin: 'https://evil.example' },
            {},
            { origin: 'null' },
          ]),
        },
        cookie: true,
      })
    } else {
      // A declared length that the body does not have.
      bodies.push({ raw: valid, headers: { ...json, 'content-length': String(valid.length + 5) } })
    }
  }
  return bodies
}

describe('malformed bodies against the write routes', () => {
  let token: string
  let cookie: string
  beforeAll(async () => {
    token = (await signIn(await testPayload())).token
    cookie = `payload-token=${token}`
  })

  const writeRoutes: [string, string, Handler, boolean][] = [
    ['POST', '/api/contacts', contacts.POST, false],
    ['POST', '/api/prayer-requests', prayers.POST, false],
    ['POST', '/api/newsletter/subscribe', subscribe.POST, false],
    ['POST', '/api/admin/login', login.POST, false],
    ['POST', '/api/events', events.POST, true],
    // An id that never exists: a body that happens to be valid still gets a JSON refusal (404).
    ['PUT', '/api/gallery/999999999', galleryItem.PUT, true],
    ['PUT', '/api/admin/church-info', adminChurchInfo.PUT, true],
    ['PUT', '/api/admin/profile/password', password.PUT, true],
  ]

  it('never answers 5xx and always answers JSON (480 generated bodies)', async () => {
    const bodies = malformedBodies(480)
    const failures: string[] = []
    for (const [i, { raw, headers, cookie: byCookie }] of bodies.entries()) {
      const [method, path, handler, auth] = writeRoutes[i % writeRoutes.length]
      const res = await call(handler, path, {
        method,
        rawBody: raw,
        headers: byCookie ? { ...headers, cookie } : headers,
        token: auth && !byCookie ? token : undefined,
        params: { id: '999999999' },
      })
      const isJson = /^application\/json/.test(res.headers.get('content-type') ?? '')
      if (res.status >= 500 || !isJson || typeof res.json?.detail !== 'string') {
        failures.push(`${method} ${path} body #${i}: ${res.status} ${res.text.slice(0, 120)}`)
      }
    }
    expect(failures).toEqual([])
  })
})
