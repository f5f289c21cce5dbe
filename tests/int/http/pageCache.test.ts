/**
 * The production server's page front (src/server/http/pageCache.mjs): the strict per-page
 * Content-Security-Policy (hashes of Next's own inline scripts only), the page cache (by path,
 * never with a query string, bounded in bytes) and its clearing, compression, and pages
 * rendered per request streamed through.
 * Behind a real HTTP server, with a stand-in for Next's handler that writes a page the way
 * Next does (headers, streamed chunks, end), inside Next's own compression middleware, which
 * Next's request handler puts around every response.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import {
  cacheSeconds,
  clearPageCache,
  createPageHandler,
  BoundedMap,
  isNextScript,
  nextScriptHashes,
  pickEncoding,
  strictScriptPolicy,
} from '../../../src/server/http/pageCache.mjs'

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'"
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
/** The compression middleware Next's request handler runs first (next/dist/server/lib/router-server). */
const nextCompression = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)()

/**
 * The types of response that are not pages (at addresses without an extension, as Next gives
 * share images): each must end when its body ends.
 */
const FILE_TYPES = {
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/rss+xml; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  html: 'text/html; charset=utf-8',
} as const

/**
 * Writes a response as Next pipes a route's or a streamed page's body
 * (next/dist/server/pipe-readable): the head flushed before the first chunk, each chunk
 * flushed through the compression middleware, a wait for 'drain' when the socket is behind.
 */
function nextWriter(res: http.ServerResponse) {
  let drained: () => void = () => undefined
  res.on('drain', () => drained())
  let started = false
  return {
    async write(chunk: Buffer | string) {
      if (!started) {
        started = true
        res.flushHeaders()
      }
      const ok = res.write(chunk)
      ;(res as http.ServerResponse & { flush?: () => void }).flush?.()
      if (!ok) await new Promise<void>((resolve) => (drained = resolve))
    },
    end: () => res.end(),
  }
}

let version = 1
let renders = 0
let release: (() => void) | undefined

/** Writes a page like Next: headers first, then the body in chunks, then end. */
async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  nextCompression(req, res, () => undefined)
  renders += 1
  const url = req.url ?? '/'
  const file = /^\/file\/(\w+)$/.exec(url)
  if (file) {
    res.setHeader('Content-Type', FILE_TYPES[file[1] as keyof typeof FILE_TYPES])
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
    // Larger than the socket takes at once, so that the writer has to wait for 'drain'.
    const writer = nextWriter(res)
    await writer.write(Buffer.alloc(600_000, 'a'))
    writer.end()
    return
  }
  if (url.startsWith('/slow')) await new Promise<void>((resolve) => (release = resolve))
  if (url.startsWith('/_next/static/')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader(
      'Content-Type',
      url.endsWith('.js') ? 'application/javascript; charset=UTF-8' : 'image/png',
    )
    const small = url.includes('/tiny')
    res.end(
      small
        ? 'self.tiny=[1,2,3];'.repeat(20)
        : `self.chunk=${JSON.stringify('x'.repeat(5000))};`.repeat(20),
    )
    return
  }
  res.setHeader('Content-Security-Policy', POLICY)
  if (url.startsWith('/api/')) {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ ok: true }))
    return
  }
  if (url.startsWith('/stream')) {
    // Rendered per request, in two pieces with a pause between (a loading.tsx, then the page).
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    const writer = nextWriter(res)
    await writer.write(`<!DOCTYPE html><html><body><p>loading</p>${'padding '.repeat(300)}`)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await writer.write('<p>done</p></body></html>')
    writer.end()
    return
  }
  if (url.startsWith('/private')) res.setHeader('Cache-Control', 'private, no-store')
  else res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400')
  if (url.startsWith('/missing')) res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.write(`<!DOCTYPE html><html><body><p>version ${version}</p>`)
  res.write(`<script>self.__next_f.push([1,"v${version}"])</script>`)
  res.write('<script src="/_next/static/chunks/main.js" async></script>')
  res.write('<script type="application/ld+json">{"@type":"Church"}</script>')
  if (url.includes('inject')) res.write('<script>window.injected=true</script>')
  res.end(`<p>${'padding '.repeat(300)}</p></body></html>`)
}

/** Waits until a /slow render has started; returns what lets it finish. */
async function renderInProgress() {
  while (!release) await new Promise((resolve) => setTimeout(resolve, 5))
  const finish = release
  release = undefined
  return finish
}

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer(createPageHandler(fakeNext))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  clearPageCache()
  renders = 0
})

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    },
  )
}

describe('script hashes', () => {
  it('hashes only inline scripts of the shapes Next writes, once each', () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
    const data = 'self.__next_f.push([1,"3:I[\\"a\\",[]]\\n\\u003cb\\u003e"])'
    const html = [
      `<script>${bootstrap}</script>`,
      `<script>${data}</script>`,
      '<script>self.__next_f.push([2,null])</script>',
      `<script>${data}</script>`,
      '<script src="/x.js"></script>',
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"x"+alert(1)])</script>',
      '<script>self.__next_f.push([1,"x"],alert(1))</script>',
      '<script type="application/ld+json">{"@type":"Church"}</script>',
    ].join('')
    expect(nextScriptHashes(html)).toEqual([
      sha(bootstrap),
      sha(data),
      sha('self.__next_f.push([2,null])'),
    ])
  })

  it("hashes Turbopack's bootstrap and React's streaming scripts, and nothing added to them", () => {
    const turbopack =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});'
    expect(isNextScript(turbopack)).toBe(true)
    expect(isNextScript(turbopack.replace('});', '});alert(1);'))).toBe(false)
    expect(isNextScript(turbopack.replace('[494553]', '[alert(1)]'))).toBe(false)
    const frame = 'requestAnimationFrame(function(){$RT=performance.now()});'
    expect(isNextScript(frame)).toBe(true)
    expect(isNextScript(`${frame}alert(1)`)).toBe(false)
    expect(isNextScript('$RC("B:0","S:0")')).toBe(true)
    expect(isNextScript('$RC("B:0","S:0");alert(1)')).toBe(false)
    expect(isNextScript('$RC("B:0",alert(1))')).toBe(false)
    expect(isNextScript('$RC=function(){alert(1)};$RC("B:0","S:0")')).toBe(false)
  })

  it("takes 'unsafe-inline' out of script-src and puts the hashes in", () => {
    expect(strictScriptPolicy(POLICY, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'",
    )
    expect(strictScriptPolicy("default-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'",
    )
    expect(strictScriptPolicy(POLICY, [])).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    )
  })

  it('does not hash an inline script that is not Next’s', async () => {
    const res = await get('/events/inject')
    const policy = String(res.headers['content-security-policy'])
    expect(res.body.toString()).toContain('<script>window.injected=true</script>')
    expect(policy).toContain(sha('self.__next_f.push([1,"v1"])'))
    expect(policy).not.toContain(sha('window.injected=true'))
    expect(policy).not.toContain('unsafe-inline')
  })

  it('sends every page with the hash of each of its inline scripts and no unsafe-inline', async () => {
    const res = await get('/events')
    const policy = String(res.headers['content-security-policy'])
    const html = res.body.toString()
    expect(policy).toContain(sha('self.__next_f.push([1,"v1"])'))
    expect(policy).not.toContain(sha('{"@type":"Church"}'))
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("object-src 'none'")
    expect(html).toContain('<p>version 1</p>')
  })

  it('hashes pages that are not cached too (a 404)', async () => {
    const res = await get('/missing')
    expect(res.status).toBe(404)
    expect(res.headers['x-page-cache']).toBe('pass')
    expect(String(res.headers['content-security-policy'])).toContain(
      sha('self.__next_f.push([1,"v1"])'),
    )
  })
})

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
        const answer = await Promise.race([
          get(`/file/${type}`, encoding ? { 'accept-encoding': encoding } : {}),
          new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5_000)),
        ])
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

  it('only shares fresh public HTML, for at most a minute', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(cacheSeconds(200, { ...html, 'cache-control': 's-maxage=31536000' })).toBe(60)
    expect(cacheSeconds(200, { ...html, 'cache-control': 's-maxage=30' })).toBe(30)
    expect(
      cacheSeconds(200, { ...html, 'cache-control': 's-maxage=3600', 'x-nextjs-cache': 'STALE' }),
    ).toBe(0)
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

describe('compression and validators', () => {
  it('picks the best accepted encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('identity')).toBe('identity')
  })

  it('sends the same page as brotli, gzip or plain', async () => {
    const plain = await get('/events')
    const br = await get('/events', { 'accept-encoding': 'br' })
    const gzip = await get('/events', { 'accept-encoding': 'gzip' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(String(br.headers.vary)).toContain('Accept-Encoding')
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/events', { 'accept-encoding': 'gzip' })
    const etag = String(first.headers.etag)
    const again = await get('/events', { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const other = await get('/events', { 'if-none-match': etag })
    expect(other.status).toBe(200)
  })
})

describe("Next's script files", () => {
  it('keeps them and sends brotli at the highest quality once it is made, gzip before', async () => {
    const path = '/_next/static/chunks/app.js'
    const first = await get(path, { 'accept-encoding': 'gzip, br' })
    expect(first.headers['content-encoding']).toBe('gzip')
    const source = zlib.gunzipSync(first.body)
    let later = first
    for (let i = 0; i < 100 && later.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      later = await get(path, { 'accept-encoding': 'gzip, br' })
    }
    expect(later.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(later.body).equals(source)).toBe(true)
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(later.headers['content-security-policy']).toBeUndefined()
    expect(renders).toBe(1)
  })

  it('names scripts text/javascript and compresses small ones too', async () => {
    const path = '/_next/static/chunks/tiny.js'
    const first = await get(path, { 'accept-encoding': 'br' })
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8')
    let later = first
    for (let i = 0; i < 100 && later.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      later = await get(path, { 'accept-encoding': 'br' })
    }
    const source = zlib.brotliDecompressSync(later.body)
    expect(source.toString()).toBe('self.tiny=[1,2,3];'.repeat(20))
    expect(later.body.length).toBeLessThan(source.length / 4)
    expect(later.headers.etag).toBeUndefined()
    expect(later.headers.date).toBeUndefined()
    expect(renders).toBe(1)
  })

  it('passes other static files through untouched', async () => {
    await get('/_next/static/media/logo.png')
    await get('/_next/static/media/logo.png')
    expect(renders).toBe(2)
  })
})
