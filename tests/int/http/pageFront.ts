/**
 * The production server's page front (src/platform/http/pageCache.mjs) behind a real HTTP
 * server, with a stand-in for Next's handler that writes a page the way Next does (headers,
 * streamed chunks, end), inside Next's own compression middleware, which Next's request handler
 * puts around every response; and a raw GET to ask it with.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { clearPageCache, createPageHandler } from '../../../src/platform/http/pageCache.mjs'

export const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'"
export const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
/** The compression middleware Next's request handler runs first (next/dist/server/lib/router-server). */
const nextCompression = (
  createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware
)()

/**
 * The types of response that are not pages (at addresses without an extension, as Next gives
 * share images): each must end when its body ends.
 */
export const FILE_TYPES = {
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

/** The version of the pages fakeNext writes (1 unless a test file gives another). */
let pageVersion = () => 1
export let renders = 0
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
  // Next answers a page whose time-based revalidation ran out stale while it renders it again.
  if (url.startsWith('/stale')) res.setHeader('x-nextjs-cache', 'STALE')
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const version = pageVersion()
  res.write(`<!DOCTYPE html><html><body><p>version ${version}</p>`)
  res.write(`<script>self.__next_f.push([1,"v${version}"])</script>`)
  res.write('<script src="/_next/static/chunks/main.js" async></script>')
  res.write('<script type="application/ld+json">{"@type":"Church"}</script>')
  if (url.includes('inject')) res.write('<script>window.injected=true</script>')
  res.end(`<p>${'padding '.repeat(300)}</p></body></html>`)
}

/** Waits until a /slow render has started; returns what lets it finish. */
export async function renderInProgress() {
  while (!release) await new Promise((resolve) => setTimeout(resolve, 5))
  const finish = release
  release = undefined
  return finish
}

let server: http.Server
export let base: string

/**
 * Serves the front around fakeNext for this test file, its page cache emptied and the renders
 * counted afresh before each test; `version` gives the version of the pages it writes.
 */
export function serveFront(version: () => number = () => 1) {
  pageVersion = version
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
}

/** A raw GET (fetch would decompress and hide the encoding). */
export function get(path: string, headers: Record<string, string> = {}) {
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
