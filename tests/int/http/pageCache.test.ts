/**
 * The production server's page cache (src/platform/http/pageCache.mjs): by path, never with a
 * query string, bounded in bytes (src/platform/http/boundedMap.mjs), and its clearing; pages
 * rendered per request and responses that are not pages streamed through.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { BoundedMap } from '../../../src/platform/http/boundedMap.mjs'
import {
  cacheSeconds,
  clearPageCache,
  STALE_PAGE_SECONDS,
} from '../../../src/platform/http/pageCache.mjs'
import {
  base,
  FILE_TYPES,
  get,
  POLICY,
  renderInProgress,
  renders,
  serveFront,
  sha,
} from './pageFront'

let version = 1
serveFront(() => version)

describe('page cache', () => {
  it('renders a page once and then sends it from the cache', async () => {
    const first = await get('/events')
    const second = await get('/events')
    expect(first.headers['x-page-cache']).toBe('miss')
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(renders).toBe(1)
  })

  it('neither answers nor fills the cache for a request with a query string', async () => {
    const query = await get('/events?q=' + 'x'.repeat(3000))
    expect(query.headers['x-page-cache']).toBe('pass')
    expect(String(query.headers['content-security-policy'])).not.toContain('unsafe-inline')
    expect((await get('/events')).headers['x-page-cache']).toBe('miss')
    expect((await get('/events?utm_source=bulletin')).headers['x-page-cache']).toBe('pass')
    expect(renders).toBe(3)
  })

  it('keeps entries within a byte budget, least recently used out first', () => {
    const entry = (size: number) => ({
      status: 200,
      headers: {},
      body: Buffer.alloc(size),
      encoded: {},
      compressible: false,
      etag: '"x"',
      expires: Infinity,
    })
    const map = new BoundedMap(1000)
    map.set('/a', entry(400))
    map.set('/b', entry(400))
    map.get('/a')
    map.set('/c', entry(400))
    expect([map.get('/a') !== undefined, map.get('/b'), map.get('/c') !== undefined]).toEqual([
      true,
      undefined,
      true,
    ])
    expect(map.bytes).toBe(800)
    const grown = map.get('/a')!
    grown.encoded = { gzip: Buffer.alloc(300) }
    map.resize('/a')
    expect(map.bytes).toBeLessThanOrEqual(1000)
    map.set('/huge', entry(5000))
    expect(map.get('/huge')).toBeUndefined()
  })

  it('streams a page rendered per request as it comes, compressed, with the base policy', async () => {
    const started = Date.now()
    const arrived = await new Promise<{ first: number; total: number }>((resolve, reject) => {
      http
        .get(`${base}/stream`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('gzip')
          expect(String(res.headers['content-security-policy'])).toBe(POLICY)
          const gunzip = zlib.createGunzip()
          let text = ''
          let first = 0
          gunzip.on('data', (chunk: Buffer) => {
            text += chunk.toString()
            if (!first && text.includes('loading')) first = Date.now() - started
          })
          gunzip.on('end', () => {
            expect(text).toContain('<p>done</p>')
            resolve({ first, total: Date.now() - started })
          })
          res.pipe(gunzip)
        })
        .on('error', reject)
    })
    // The first piece came when it was written, not with the last one 400 ms later (measured
    // as a gap, so a busy machine that stretches both does not fail it).
    expect(arrived.first).toBeGreaterThan(0)
    expect(arrived.total).toBeGreaterThanOrEqual(400)
    expect(arrived.total - arrived.first).toBeGreaterThanOrEqual(300)
  })

  it('ends every response that is not a page when its body ends, compressed or not', async () => {
    for (const type of Object.keys(FILE_TYPES)) {
      for (const encoding of [undefined, 'gzip']) {
        let timer: NodeJS.Timeout | undefined
        const answer = await Promise.race([
          get(`/file/${type}`, encoding ? { 'accept-encoding': encoding } : {}),
          new Promise<'still open'>((resolve) => {
            timer = setTimeout(() => resolve('still open'), 5_000)
          }),
        ]).finally(() => clearTimeout(timer))
        expect([type, encoding, answer === 'still open' ? answer : answer.status]).toEqual([
          type,
          encoding,
          200,
        ])
        if (answer === 'still open') continue
        const body =
          answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body
        expect(body.length).toBe(600_000)
      }
    }
  })

  it('shows a change on the next request once the cache is cleared, with new hashes', async () => {
    const before = await get('/')
    version += 1
    expect((await get('/')).body.toString()).toContain(`version ${version - 1}`)
    clearPageCache()
    const after = await get('/')
    expect(after.body.toString()).toContain(`version ${version}`)
    expect(after.headers['content-security-policy']).not.toBe(
      before.headers['content-security-policy'],
    )
    expect(String(after.headers['content-security-policy'])).toContain(
      sha(`self.__next_f.push([1,"v${version}"])`),
    )
  })

  it('does not keep a page rendered before a clear that happened while it rendered', async () => {
    const pending = get('/slow')
    const finishRender = await renderInProgress()
    clearPageCache()
    finishRender()
    expect((await pending).status).toBe(200)
    const again = get('/slow')
    ;(await renderInProgress())()
    expect((await again).headers['x-page-cache']).toBe('miss')
    expect(renders).toBe(2)
  })

  it('never keeps private pages, errors, API answers or client navigations', async () => {
    await get('/private')
    expect((await get('/private')).headers['x-page-cache']).toBe('pass')
    await get('/missing')
    expect((await get('/missing')).status).toBe(404)
    const api = await get('/api/events')
    expect(api.headers['x-page-cache']).toBeUndefined()
    expect(JSON.parse(api.body.toString())).toEqual({ ok: true })
    await get('/events')
    const navigation = await get('/events', { rsc: '1' })
    expect(navigation.headers['x-page-cache']).toBeUndefined()
    expect(renders).toBe(7)
  })

  it('sends a page Next answered stale for a second, then asks Next again', async () => {
    const first = await get('/stale')
    const second = await get('/stale')
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    expect(renders).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, STALE_PAGE_SECONDS * 1000 + 50))
    expect((await get('/stale')).headers['x-page-cache']).toBe('miss')
    expect(renders).toBe(2)
  })

  it('only shares public HTML, for at most a minute, and a stale page for a second', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(cacheSeconds(200, { ...html, 'cache-control': 's-maxage=31536000' })).toBe(60)
    expect(cacheSeconds(200, { ...html, 'cache-control': 's-maxage=30' })).toBe(30)
    expect(
      cacheSeconds(200, { ...html, 'cache-control': 's-maxage=3600', 'x-nextjs-cache': 'STALE' }),
    ).toBe(STALE_PAGE_SECONDS)
    expect(
      cacheSeconds(200, { ...html, 'cache-control': 's-maxage=3600', 'set-cookie': 'a=b' }),
    ).toBe(0)
    expect(cacheSeconds(200, { ...html, 'cache-control': 'private, no-cache, no-store' })).toBe(0)
    expect(cacheSeconds(200, { 'content-type': 'image/png', 'cache-control': 's-maxage=60' })).toBe(
      0,
    )
    expect(cacheSeconds(500, { ...html, 'cache-control': 's-maxage=60' })).toBe(0)
  })
})
