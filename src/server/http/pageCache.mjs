// @ts-check
/**
 * The front of the production server, before Next's request handler:
 *
 * 1. Content-Security-Policy without 'unsafe-inline' scripts. Next writes each page's data as
 *    inline `self.__next_f.push(...)` scripts whose text changes whenever the page is
 *    regenerated, so no build-time list of hashes can stay right, and a per-request nonce
 *    would make every page render per request. Here the finished HTML is in hand: the
 *    SHA-256 of every inline script is added to the page's `script-src`, per response, so
 *    the browser runs exactly the scripts this page was rendered with and nothing injected.
 * 2. A page cache. A page Next marks as publicly cacheable (prerendered or regenerated,
 *    `s-maxage`) is kept here, already compressed, for at most PAGE_CACHE_SECONDS, and sent
 *    without going through the renderer. An admin's change empties it at once
 *    (its `clear()`, reached through a global symbol by collections/hooks/revalidate.ts next to
 *    `revalidateTag`).
 * 3. Next's script and style files, kept in memory with a brotli copy at the highest quality.
 *
 * Everything else (API, media files, client navigations) passes straight through to Next.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

/** How long a page may be sent from here before Next is asked again. */
export const PAGE_CACHE_SECONDS = Number(process.env.PAGE_CACHE_SECONDS ?? 60)
/** At most this many pages are kept (one entry per path; the site has a few dozen). */
const MAX_ENTRIES = 500
/** At most this many of Next's script and style files are kept (a build has a few hundred). */
const MAX_ASSETS = 2000
/** Next's content-hashed scripts and styles. */
const STATIC_ASSET = /^\/_next\/static\/[^?]+\.(?:js|css)(?:\?|$)/

/** Paths that never carry a page: API, files, Payload's panel, Next's assets. */
const PASS_THROUGH = /^\/(?:_next\/|api(?:\/|$)|cms(?:\/|-api|$)|media\/)|\.[a-z0-9]+$/i

/** Response headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  // Kept copies answer neither Range nor If-Modified-Since (ETag is their validator).
  'accept-ranges',
  'last-modified',
])
/** The headers a script or style file needs; the rest (page policies, client hints) is weight. */
const ASSET_HEADERS = new Set(['content-type', 'cache-control', 'x-content-type-options'])

/** Types worth compressing (an image is already compressed). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml))/i

const CACHE_KEY = Symbol.for('church.pageCache')

/**
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   encoded: Partial<Record<'br' | 'gzip', Buffer>>,
 *   compressible: boolean,
 *   asset?: boolean,
 *   etag: string,
 *   expires: number,
 * }} Entry
 * @typedef {{ entries: Map<string, Entry>, generation: number, clear: () => void }} PageCache
 */

/** The process-wide cache, shared with the app's code through a global symbol. */
function pageCache() {
  const store = /** @type {Record<symbol, PageCache | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  store[CACHE_KEY] ??= {
    entries: new Map(),
    generation: 0,
    // Forgets every cached page; a response rendered before this call is not stored after it.
    // The app calls it through the global symbol (collections/hooks/revalidate.ts).
    clear() {
      this.entries.clear()
      this.generation += 1
    },
  }
  return /** @type {PageCache} */ (store[CACHE_KEY])
}

/** Forgets every cached page; a response rendered before this call is not stored after it. */
export function clearPageCache() {
  pageCache().clear()
}

/**
 * The `'sha256-…'` source of every inline script in `html` (scripts with a `src` load from
 * 'self'; data blocks such as JSON-LD are hashed too, which is harmless).
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1])) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * `policy` with `sources` added to its script-src (or to default-src when it has none).
 * @param {string} policy
 * @param {string[]} sources
 */
export function withScriptSources(policy, sources) {
  if (sources.length === 0) return policy
  const directives = policy.split(';').map((d) => d.trim())
  const index = directives.findIndex((d) => /^script-src(\s|$)/i.test(d))
  if (index >= 0) directives[index] = `${directives[index]} ${sources.join(' ')}`
  else directives.push(`script-src 'self' ${sources.join(' ')}`)
  return directives.filter(Boolean).join('; ')
}

/**
 * How many seconds a page response may be kept here: only a 200 HTML page that Next marks
 * as shared-cacheable (`s-maxage`, not private) and fresh (not served stale).
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 */
export function cacheSeconds(status, headers) {
  if (status !== 200 || PAGE_CACHE_SECONDS <= 0) return 0
  const type = String(headers['content-type'] ?? '')
  const control = String(headers['cache-control'] ?? '')
  if (!type.startsWith('text/html') || /private|no-store|no-cache/.test(control)) return 0
  if (headers['set-cookie']) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  const shared = /s-maxage=(\d+)/.exec(control)
  if (!shared) return 0
  return Math.min(Number(shared[1]), PAGE_CACHE_SECONDS)
}

/**
 * The best encoding the client accepts, of the ones `available`.
 * @param {string | undefined} acceptEncoding
 * @param {('br' | 'gzip')[]} [available]
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(acceptEncoding, available = ['br', 'gzip']) {
  const accepted = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean)
    accepted.set(name, q ? Number(q[1]) : 1)
  }
  const quality = (/** @type {string} */ name) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (available.includes('br') && quality('br') > 0) return 'br'
  if (available.includes('gzip') && quality('gzip') > 0) return 'gzip'
  return 'identity'
}

/** Whether a request may be answered with (or may fill) the page cache / gets hashes. */
function isPageRequest(/** @type {import('node:http').IncomingMessage} */ req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const path = (req.url ?? '/').split('?')[0]
  if (PASS_THROUGH.test(path)) return false
  // Client-side navigations fetch the page's data (RSC), not HTML.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || /[?&]_rsc=/.test(req.url ?? ''))
    return false
  return true
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Entry} entry
 */
function sendEntry(req, res, entry) {
  const accepted = /** @type {string | undefined} */ (req.headers['accept-encoding'])
  const brotliReady = !entry.asset || entry.encoded.br !== undefined
  const encoding = entry.compressible
    ? pickEncoding(accepted, brotliReady ? ['br', 'gzip'] : ['gzip'])
    : 'identity'
  const body =
    encoding === 'identity'
      ? entry.body
      : (entry.encoded[encoding] ??= compress(entry.body, encoding))
  const etag = encoding === 'identity' ? entry.etag : entry.etag.replace(/"$/, `-${encoding}"`)
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
  res.setHeader('Vary', mergeVary(entry.headers.vary, 'Accept-Encoding'))
  if (entry.asset) {
    // Immutable and content-hashed: never revalidated, so no validator and no date.
    res.sendDate = false
  } else {
    res.setHeader('ETag', etag)
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  const match = req.headers['if-none-match']
  if (entry.status === 200 && match && match.split(',').some((tag) => tag.trim() === etag)) {
    res.statusCode = 304
    res.removeHeader('Content-Encoding')
    res.end()
    return
  }
  res.statusCode = entry.status
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
function compress(body, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 })
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/**
 * @param {string | string[] | undefined} vary
 * @param {string} name
 */
function mergeVary(vary, name) {
  const names = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  if (!names.some((v) => v.toLowerCase() === name.toLowerCase())) names.push(name)
  return names.join(', ')
}

/**
 * Lets Next write its whole response into memory, then hands it to `done` with the real
 * `end` restored. Next streams through `write`/`end` and waits for 'finish', which the
 * real `end` emits.
 * @param {import('node:http').ServerResponse} res
 * @param {(body: Buffer) => void} done
 */
function captureResponse(res, done) {
  /** @type {Buffer[]} */
  const chunks = []
  const original = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flush: res.flushHeaders,
  }
  const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    )
  }
  const callbackOf = (/** @type {unknown[]} */ args) => args.find((a) => typeof a === 'function')
  res.flushHeaders = () => {}
  res.writeHead = /** @type {typeof res.writeHead} */ (
    (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) => {
      res.statusCode = status
      if (typeof rest[0] === 'string') res.statusMessage = String(rest.shift())
      const headers = rest[0]
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
      } else if (headers && typeof headers === 'object') {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      }
      return res
    }
  )
  res.write = /** @type {typeof res.write} */ (
    (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) => {
      collect(chunk, rest[0])
      const callback = callbackOf(rest)
      if (callback) process.nextTick(callback)
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) => {
      collect(chunk, rest[0])
      Object.assign(res, {
        write: original.write,
        end: original.end,
        writeHead: original.writeHead,
      })
      res.flushHeaders = original.flush
      const callback = callbackOf([chunk, ...rest])
      if (callback) res.once('finish', /** @type {() => void} */ (callback))
      done(Buffer.concat(chunks))
      return res
    }
  )
}

/**
 * Lets Next answer `req` into memory (uncompressed: the front compresses), then turns the
 * answer into an Entry and hands it to `done`, which sends it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(entry: Omit<Entry, 'expires'>) => void} done
 */
function renderEntry(req, res, done) {
  const acceptEncoding = req.headers['accept-encoding']
  delete req.headers['accept-encoding']
  captureResponse(res, (body) => {
    req.headers['accept-encoding'] = acceptEncoding
    /** @type {Record<string, string | string[]>} */
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      res.removeHeader(name)
      if (value === undefined || TRANSFER_HEADERS.has(name)) continue
      headers[name] = typeof value === 'number' ? String(value) : value
    }
    const policy = headers['content-security-policy']
    if (typeof policy === 'string' && String(headers['content-type']).startsWith('text/html')) {
      headers['content-security-policy'] = withScriptSources(
        policy,
        inlineScriptHashes(body.toString('utf8')),
      )
    }
    done({
      status: res.statusCode,
      headers,
      body,
      encoded: {},
      compressible: COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length > 1024,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    })
  })
}

/**
 * Next's own script and style files (`/_next/static/…`, content-hashed, immutable) are kept
 * in memory once asked for, with a brotli copy at the highest quality made in the background
 * (about 15% smaller than gzip); until it is ready, gzip is sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} nextHandle
 * @param {Map<string, Entry>} assets
 */
function handleAsset(req, res, nextHandle, assets) {
  const key = (req.url ?? '/').split('?')[0]
  const hit = assets.get(key)
  if (hit) return sendEntry(req, res, hit)
  if (req.method !== 'GET') return nextHandle(req, res)
  renderEntry(req, res, (rendered) => {
    const headers = Object.fromEntries(
      Object.entries(rendered.headers).filter(([name]) => ASSET_HEADERS.has(name)),
    )
    // RFC 9239's name for scripts, 22 bytes shorter than Next's on every file of every page.
    if (/^application\/javascript\b/i.test(String(headers['content-type']))) {
      headers['content-type'] = 'text/javascript; charset=utf-8'
    }
    // Compressed at any size: the copy is made once and sent for a year.
    const compressible = COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
    const entry = { ...rendered, headers, compressible, expires: Infinity }
    const immutable = /immutable/.test(String(entry.headers['cache-control'] ?? ''))
    if (entry.status === 200 && immutable && assets.size < MAX_ASSETS) {
      entry.asset = true
      assets.set(key, entry)
      if (compressible) {
        zlib.brotliCompress(
          entry.body,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          },
          (error, compressed) => {
            if (!error) entry.encoded.br = compressed
          },
        )
      }
    }
    sendEntry(req, res, entry)
  })
  return nextHandle(req, res)
}

/**
 * Wraps Next's request handler with the page cache and the per-page script hashes.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} nextHandle
 */
export function createPageHandler(nextHandle) {
  const cache = pageCache()
  /** @type {Map<string, Entry>} */
  const assets = new Map()
  return function handle(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    if (STATIC_ASSET.test(req.url ?? '')) return handleAsset(req, res, nextHandle, assets)
    if (!isPageRequest(req)) return nextHandle(req, res)
    const key = (req.url ?? '/').split('?')[0]
    const hit = cache.entries.get(key)
    if (hit && hit.expires > Date.now()) {
      res.setHeader('X-Page-Cache', 'hit')
      return sendEntry(req, res, hit)
    }
    if (hit) cache.entries.delete(key)
    // A HEAD runs no script and fills nothing: Next answers it as it is.
    if (req.method !== 'GET') return nextHandle(req, res)

    const generation = cache.generation
    renderEntry(req, res, (rendered) => {
      const seconds = cacheSeconds(rendered.status, rendered.headers)
      const entry = { ...rendered, expires: Date.now() + seconds * 1000 }
      if (seconds > 0 && cache.generation === generation) {
        if (cache.entries.size >= MAX_ENTRIES) {
          const oldest = cache.entries.keys().next().value
          if (oldest !== undefined) cache.entries.delete(oldest)
        }
        cache.entries.set(key, entry)
      }
      res.setHeader('X-Page-Cache', seconds > 0 ? 'miss' : 'pass')
      sendEntry(req, res, entry)
    })
    return nextHandle(req, res)
  }
}
