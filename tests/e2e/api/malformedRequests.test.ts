/**
 * Requests that only a real server can receive: undecodable paths, methods that fetch will not
 * send, lowercase methods, odd encodings and large headers, over a bare socket to the production
 * build. Under /api every answer is JSON; on no path (/api, /media, pages, Payload's) is one a 5xx.
 * Bodies on their own are covered in tests/int/api/errors.test.ts.
 */
import { BASE_URL, E2E_PORT } from '../helpers/server'
import { type RawAnswer, rawRequest, requestText } from '../helpers/rawHttp'

const send = (text: string) => rawRequest(E2E_PORT, text)

/** Deterministic pseudo-random numbers, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const UNDECODABLE = [
  '%ff',
  '%c0%ae',
  '%c0%ae%c0%ae%2f',
  '%e0%80%af', // overlong "/"
  '%c0%af',
  '%f8%88%80%80%80',
  '%ed%a0%80', // a lone surrogate
  '%e2%82', // truncated
  '%',
  '%zz',
  '%%32%65',
  '..%c1%9c..',
]
const ODD_BUT_DECODABLE = [
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%20',
  '%e2%80%ae',
  '%f0%9f%92%92',
  'a'.repeat(3000),
  '%252e%252e',
  ';x=1',
  '.env',
]
const PATHS = [
  (x: string) => `/api/events/${x}`,
  (x: string) => `/api/${x}`,
  (x: string) => `/api/events/${x}/more`,
  (x: string) => `/api/prayer-requests/${x}/status?status=approved`,
  (x: string) => `/api/placeholder/${x}/10`,
  (x: string) => `/api/staff/${x}`,
  (x: string) => `/api/contacts?x=${x}`,
  (x: string) => `/api/gallery/${x}`,
  (x: string) => `/media/${x}`,
  (x: string) => `/media/${x}package.json`,
  (x: string) => `/api/admin/${x}`,
  (x: string) => `/api/donations/${x}`,
  // Outside /api only the status is checked: pages, Payload's panel and its REST.
  (x: string) => `/events/${x}`,
  (x: string) => `/${x}`,
  (x: string) => `/cms-api/events/${x}`,
  (x: string) => `/cms/${x}`,
]
const METHODS = [
  'GET',
  'HEAD',
  'OPTIONS',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'TRACE',
  'TRACK',
  'CONNECT',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
  'QUERY',
  'PURGE',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'LINK',
  'get',
  'post',
  'Delete',
  'FOO',
  'GET ',
]
const CONTENT_TYPES = [
  undefined,
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
  '*/*',
  '',
]
const BODIES = [
  '',
  '{}',
  '{"title":"x","date":"2031-01-01"}',
  '{"name":',
  'name=Ana&email=ana%40example.com',
  '------x\r\nContent-Disposition: form-data; name="file"; filename="a.php"\r\n\r\n<?php ?>\r\n------x--\r\n',
  '\u0000\u0001\u0002',
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  '{"name":"' + '💒'.repeat(2000) + '"}',
]

type Generated = { text: string; path: string; method: string }

function generated(count: number): Generated[] {
  const rand = random(1961)
  const pick = <T>(items: T[]) => items[Math.floor(rand() * items.length)]
  const requests: Generated[] = []
  while (requests.length < count) {
    const i = requests.length
    const kind = i % 5
    const segment = kind === 4 ? pick(ODD_BUT_DECODABLE) : pick(UNDECODABLE)
    const path = kind === 0 || kind === 1 || kind === 4 ? pick(PATHS)(segment) : pick(PATHS)('1')
    const method = kind === 0 ? 'GET' : pick(METHODS)
    const headers: Record<string, string> = {
      'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }
    let body = ''
    if (kind === 2 || rand() < 0.3) {
      body = pick(BODIES)
      const type = pick(CONTENT_TYPES)
      if (type !== undefined) headers['Content-Type'] = type
      if (rand() < 0.2) headers['Content-Encoding'] = pick(['gzip', 'br', 'deflate', 'identity, x'])
    }
    if (kind === 3) {
      // Large headers, within Node's limit on their total size.
      const size = 2000 + Math.floor(rand() * 9000)
      const variant = Math.floor(rand() * 4)
      if (variant === 0) headers.Cookie = `payload-token=${'x'.repeat(size)}`
      else if (variant === 1) headers.Authorization = `Bearer ${'a.'.repeat(size / 2)}`
      else if (variant === 2) for (let h = 0; h < 90; h++) headers[`X-Filler-${h}`] = 'y'.repeat(60)
      else headers['Accept-Language'] = 'en;q=0.1,'.repeat(size / 10)
      if (rand() < 0.5) headers.Origin = pick(['https://evil.example', 'null', BASE_URL])
    }
    requests.push({ text: requestText(method, path, headers, body), path, method })
  }
  return requests
}

/** Routes under /api whose success is not JSON: an image, a CSV file, a small HTML page. */
const NOT_JSON_ON_SUCCESS =
  /^\/api\/(placeholder|donations\/export|newsletter\/(confirm|unsubscribe))\b/

function problem({ path, method }: Generated, answer: RawAnswer): string | null {
  if (answer.status === 0) return 'no answer'
  if (answer.status >= 500) return `status ${answer.status}`
  const api = path.startsWith('/api')
  const ours = api || path.startsWith('/media')
  const hasBody = answer.body.length > 0
  const success = answer.status < 300
  if (api && hasBody && !(success && NOT_JSON_ON_SUCCESS.test(path))) {
    if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) {
      return `status ${answer.status} with ${answer.headers['content-type'] ?? 'no type'}`
    }
    try {
      const json = JSON.parse(answer.body)
      if (answer.status >= 400 && typeof json?.detail !== 'string') return 'error without detail'
    } catch {
      return 'body is not JSON'
    }
  }
  if (ours && answer.status === 405 && !answer.headers.allow) return '405 without Allow'
  if (method === 'HEAD' && hasBody) return 'HEAD answered with a body'
  return null
}

describe('malformed requests against the production server', () => {
  it('answers an undecodable id with 400 JSON', async () => {
    for (const path of ['/api/events/%ff', '/api/%c0%ae', '/media/%c0%ae%c0%ae%2fpackage.json']) {
      const answer = await send(requestText('GET', path))
      expect([path, answer.status]).toEqual([path, 400])
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toEqual({ detail: 'Malformed request path' })
    }
  })

  it('answers TRACE, PROPFIND and CONNECT with 405 JSON and Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'QUERY']) {
      const answer = await send(requestText(method, '/api/events'))
      expect([method, answer.status]).toEqual([method, 405])
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE')
      expect(JSON.parse(answer.body)).toEqual({ detail: `Method ${method} is not allowed here` })
    }
    const media = await send(requestText('PROPFIND', '/media/x.jpg'))
    expect([media.status, media.headers.allow]).toEqual([405, 'GET, HEAD'])
    const connect = await send(requestText('CONNECT', '127.0.0.1:22', { Host: '127.0.0.1:22' }))
    expect(connect.status).toBe(405)
  })

  it('answers a target that is not a path, or a path holding a NUL, with 400 JSON', async () => {
    for (const target of ['*', '/events/a%00b', '/sermons/a%00b/opengraph-image']) {
      const answer = await send(requestText('GET', target))
      expect([target, answer.status]).toEqual([target, 400])
      expect(JSON.parse(answer.body)).toEqual({ detail: 'Malformed request path' })
    }
  })

  it('answers a lowercase method with 400 JSON', async () => {
    const answer = await send(requestText('get', '/api/events'))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Malformed request' })
  })

  it('never answers 5xx, and under /api always JSON (1,200 generated requests)', async () => {
    const requests = generated(1200)
    const problems: string[] = []
    const statuses = new Map<number, number>()
    // A few connections at a time: the server's admission control would queue the rest.
    for (let at = 0; at < requests.length; at += 8) {
      const batch = requests.slice(at, at + 8)
      const answers = await Promise.all(batch.map((request) => send(request.text)))
      batch.forEach((request, k) => {
        const answer = answers[k]
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const found = problem(request, answer)
        if (found)
          problems.push(`#${at + k} ${request.method} ${request.path.slice(0, 80)}: ${found}`)
      })
    }
    expect(problems).toEqual([])
    // The generator reached the routes: most answers are the routes' own, not the guard's.
    expect([...statuses.keys()].some((status) => status < 400)).toBe(true)
  })
})
