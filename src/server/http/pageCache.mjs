// @ts-check
/**
 * The front of the production server (`npm start`), before Next's request handler. The site
 * runs without it (`next start`, the standalone `node server.js`): it is an accelerator that
 * also tightens the Content-Security-Policy.
 *
 * 1. A strict Content-Security-Policy. Next's base policy (next.config.mjs) allows inline
 *    scripts, because Next writes each page's bootstrap and data as inline scripts whose text
 *    changes whenever the page is regenerated. For a finished page (one Next marks as shared
 *    cacheable) the HTML is in hand here: 'unsafe-inline' is taken out of its `script-src` and
 *    the SHA-256 of each inline script of a shape Next itself writes is put in (see
 *    `nextScriptHashes`), so the browser runs the scripts this page was rendered with and
 *    blocks any other inline script, even one that stored content managed to inject.
 * 2. A page cache. Such a page, asked for without a query string, is kept here, compressed,
 *    for at most PAGE_CACHE_SECONDS, keyed by its path, within PAGE_CACHE_MAX_MB, and sent
 *    without going through the renderer. Whatever expires the site's cache (an edit here or
 *    on another instance, a restore) empties it at once: it listens to the cache handler's
 *    expiries (`onExpire` of ../cache/nextCache.mjs, the same module Next loads). A request
 *    with a query string is never answered from the cache and never fills it.
 * 3. Next's script and style files, kept in memory with a brotli copy at the highest quality.
 *
 * A page Next renders per request (not shared-cacheable), and any response that is not a page
 * (an image, a feed, a file), is passed through as Next writes it (compressed by Next), so a
 * `loading.tsx` shows at once; it keeps the base policy. Everything else (API, media files,
 * client navigations) goes straight to Next.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import zlib from 'node:zlib'

import { onExpire } from '../cache/nextCache.mjs'

/** How long a page may be sent from here before Next is asked again. */
export const PAGE_CACHE_SECONDS = Number(process.env.PAGE_CACHE_SECONDS ?? 60)
/** At most this many bytes of pages (with their compressed copies) are kept. */
const MAX_PAGE_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 32) * 1024 * 1024
/** At most this many bytes of Next's script and style files (a build has a few MB). */
const MAX_ASSET_BYTES = 64 * 1024 * 1024
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
 */

/** Bytes an entry holds: its body and the compressed copies made so far. */
function entryBytes(/** @type {Entry} */ entry) {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0)
}

/**
 * Entries by key within a byte budget: the least recently used go first. An entry's size is
 * taken again when a compressed copy is added to it (`resize`).
 */
export class BoundedMap {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { entry: Entry, bytes: number }>} */
    this.map = new Map()
  }
  get size() {
    return this.map.size
  }
  /** @param {string} key */
  get(key) {
    const slot = this.map.get(key)
    if (!slot) return undefined
    this.map.delete(key)
    this.map.set(key, slot)
    return slot.entry
  }
  /** @param {string} key @param {Entry} entry */
  set(key, entry) {
    this.delete(key)
    const bytes = entryBytes(entry)
    if (bytes > this.maxBytes) return
    this.map.set(key, { entry, bytes })
    this.bytes += bytes
    this.evict()
  }
  /** @param {string} key */
  delete(key) {
    const slot = this.map.get(key)
    if (!slot) return
    this.map.delete(key)
    this.bytes -= slot.bytes
  }
  /** @param {string} key */
  resize(key) {
    const slot = this.map.get(key)
    if (!slot) return
    const bytes = entryBytes(slot.entry)
    this.bytes += bytes - slot.bytes
    slot.bytes = bytes
    this.evict()
  }
  clear() {
    this.map.clear()
    this.bytes = 0
  }
  evict() {
    for (const key of this.map.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(key)
    }
  }
}

/** The process's page cache; `generation` counts its clearings. */
const cache = { entries: new BoundedMap(MAX_PAGE_BYTES), generation: 0 }

/** Forgets every cached page; a response rendered before this call is not stored after it. */
export function clearPageCache() {
  cache.entries.clear()
  cache.generation += 1
}

// Any expiry of the site's cache (whatever its tags) empties the pages kept here.
onExpire(clearPageCache)

/** A JSON string literal, as Next writes one (quotes, escapes, no raw control character). */
const JSON_STRING = String.raw`"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`
/**
 * Next's bootstrap (`(self.__next_f=self.__next_f||[]).push([0])`) and each piece of the page's
 * data (`self.__next_f.push([1,"…"])`: a number and at most one JSON string or null).
 */
const NEXT_DATA_SCRIPT = new RegExp(
  String.raw`^(?:\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\(\[\d+(?:,(?:null|${JSON_STRING}))?\]\));?$`,
)
/** Turbopack's bootstrap: the page's script files, as one JSON object. */
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/

/** Whether `json` is the object Turbopack's bootstrap pushes: file names and module ids. */
function isTurbopackChunkList(/** @type {string} */ json) {
  try {
    const value = JSON.parse(json)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false
    return Object.entries(value).every(([key, list]) =>
      key === 'otherChunks' || key === 'runtimeModuleIds' || key === 'script'
        ? (Array.isArray(list) ? list : [list]).every(
            (item) => typeof item === 'string' || typeof item === 'number',
          )
        : false,
    )
  } catch {
    return false
  }
}

/** @type {string[] | undefined} */
let reactRuntimes
/**
 * The fixed scripts React's server renderer writes to finish streamed parts of a page
 * (`$RC=function…`, `$RX=function…`, `requestAnimationFrame(function(){$RT=…})`), read from the
 * React that Next runs, longest first.
 */
function reactRuntimeScripts() {
  if (reactRuntimes) return reactRuntimes
  const found = new Set()
  const require = createRequire(import.meta.url)
  for (const build of ['react-dom', 'react-dom-experimental']) {
    let source
    try {
      source = fs.readFileSync(
        require.resolve(`next/dist/compiled/${build}/cjs/react-dom-server.node.production.js`),
        'utf8',
      )
    } catch {
      continue
    }
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = unescapeLiteral(match[1] ?? match[2])
      if (
        (text.startsWith('$R') && /^\$R[A-Z]{1,2}=/.test(text) && text.includes('function')) ||
        text.startsWith('requestAnimationFrame(function(){$RT=')
      ) {
        found.add(text)
      }
    }
  }
  reactRuntimes = [...found].sort((a, b) => b.length - a.length)
  return reactRuntimes
}

/** The value of a JavaScript string literal's body. */
function unescapeLiteral(/** @type {string} */ body) {
  /** @type {Record<string, string>} */
  const named = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }
  return body.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g,
    (/** @type {string} */ _, /** @type {string} */ escape) =>
      escape.length > 1
        ? String.fromCharCode(parseInt(escape.slice(1), 16))
        : (named[escape] ?? escape),
  )
}

/**
 * Whether `script` is one React writes into a streamed page: any of its fixed runtime
 * scripts, then calls of them (`$RC("B:0","S:0")`) whose arguments are JSON values.
 */
function isReactInstruction(/** @type {string} */ script) {
  let rest = script
  for (let progress = true; progress;) {
    progress = false
    for (const runtime of reactRuntimeScripts()) {
      if (rest.startsWith(runtime)) {
        rest = rest.slice(runtime.length).replace(/^;/, '')
        progress = true
      }
    }
  }
  while (rest.length > 0) {
    const call = /^\$R[A-Z]{1,2}\(/.exec(rest)
    if (!call) return false
    const end = endOfArguments(rest, call[0].length)
    if (end < 0) return false
    try {
      JSON.parse(`[${rest.slice(call[0].length, end)}]`)
    } catch {
      return false
    }
    rest = rest.slice(end + 1).replace(/^;/, '')
  }
  return script.length > 0
}

/**
 * The index of the `)` that closes a call's arguments starting at `from`, skipping JSON
 * strings and nested brackets; -1 when there is none.
 */
function endOfArguments(/** @type {string} */ text, /** @type {number} */ from) {
  let depth = 0
  for (let i = from; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++
    } else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') depth--
    else if (char === ')' && depth === 0) return i
  }
  return -1
}

/**
 * Whether an inline script is one Next (with React and Turbopack, which it drives) writes into
 * a page. Nothing else is hashed: a JSON-LD block is data, which the browser does not run, and
 * any other inline script is not Next's.
 * @param {string} script
 */
export function isNextScript(script) {
  if (NEXT_DATA_SCRIPT.test(script)) return true
  const turbopack = TURBOPACK_BOOTSTRAP.exec(script)
  if (turbopack) return isTurbopackChunkList(turbopack[1])
  return isReactInstruction(script)
}

/**
 * The `'sha256-…'` source of every inline script in `html` that Next wrote (`isNextScript`).
 * Scripts with a `src` load from 'self' and need none.
 * @param {string} html
 */
export function nextScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]) || !isNextScript(match[2])) continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * `policy` made strict for one page: 'unsafe-inline' taken out of its script-src (or of
 * default-src when it has none) and `sources` (hashes) put in.
 * @param {string} policy
 * @param {string[]} sources
 */
export function strictScriptPolicy(policy, sources) {
  const directives = policy.split(';').map((d) => d.trim())
  let index = directives.findIndex((d) => /^script-src(\s|$)/i.test(d))
  if (index < 0) {
    const fallback = directives.find((d) => /^default-src(\s|$)/i.test(d))
    directives.push(
      fallback ? fallback.replace(/^default-src/i, 'script-src') : "script-src 'self'",
    )
    index = directives.length - 1
  }
  const kept = directives[index].split(/\s+/).filter((token) => token !== "'unsafe-inline'")
  directives[index] = [...kept, ...sources].join(' ')
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
 * @param {() => void} [grown] called when a compressed copy was added to `entry`
 */
function sendEntry(req, res, entry, grown) {
  const accepted = /** @type {string | undefined} */ (req.headers['accept-encoding'])
  const brotliReady = !entry.asset || entry.encoded.br !== undefined
  const encoding = entry.compressible
    ? pickEncoding(accepted, brotliReady ? ['br', 'gzip'] : ['gzip'])
    : 'identity'
  let body = entry.body
  if (encoding !== 'identity') {
    const made = entry.encoded[encoding]
    body = made ?? (entry.encoded[encoding] = compress(entry.body, encoding))
    if (!made) grown?.()
  }
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
 * Intercepts Next's response. At its first byte, `keep()` decides on the headers Next has set:
 * true lets Next write the whole response into memory and hands it to `done` (the response's
 * own methods are then put back for `done` to send with); false passes every call on to the
 * response as it comes, so the client gets it exactly as Next (and Next's compression) wrote it.
 *
 * The intercepting methods stay in place for the whole response. Next wraps them in its turn
 * (its compression middleware replaces `write`, `end` and `on`, and `writeHead` through
 * `on-headers`, keeping ours as the ones it calls), so ours must never be swapped back while
 * Next is still writing: that would drop Next's wrappers half-way, and a response that had
 * to wait for 'drain' would never end (tests/int/http/pageCache.test.ts, "ends every
 * response").
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => boolean} keep
 * @param {(body: Buffer) => void} done
 */
function captureResponse(req, res, keep, done) {
  /** @type {Buffer[]} */
  const chunks = []
  const own = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
  }
  /** @type {boolean | undefined} */
  let keeping
  const decide = () => (keeping ??= keep())
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
  res.flushHeaders = function flushHeaders() {
    if (!decide()) own.flushHeaders.call(this)
  }
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function writeHead(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (keeping === false) return own.writeHead.call(this, status, ...rest)
      // Undecided or kept: the status and headers are recorded; the head is sent later.
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
    function write(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (!decide()) return /** @type {Function} */ (own.write).apply(this, [chunk, ...rest])
      collect(chunk, rest[0])
      const callback = callbackOf(rest)
      if (callback) process.nextTick(/** @type {() => void} */ (callback))
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function end(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      if (!decide()) return /** @type {Function} */ (own.end).apply(this, [chunk, ...rest])
      collect(chunk, rest[0])
      Object.assign(res, own)
      const callback = callbackOf([chunk, ...rest])
      if (callback) res.once('finish', /** @type {() => void} */ (callback))
      done(Buffer.concat(chunks))
      return res
    }
  )
}

/** The response's headers, lower-case, without those of one transfer; removed from `res`. */
function takeHeaders(/** @type {import('node:http').ServerResponse} */ res) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    res.removeHeader(name)
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue
    headers[name] = typeof value === 'number' ? String(value) : value
  }
  return headers
}

/**
 * Whether Next's response, by the headers it has set, is a finished page that may be kept
 * and made strict: HTML that Next marks as shared-cacheable (prerendered or regenerated,
 * never rendered for one visitor, so never streamed).
 * @param {import('node:http').ServerResponse} res
 */
function isFinishedPage(res) {
  const type = String(res.getHeader('content-type') ?? '')
  const control = String(res.getHeader('cache-control') ?? '')
  return (
    type.startsWith('text/html') &&
    /s-maxage=\d+/.test(control) &&
    !/private|no-store|no-cache/.test(control)
  )
}

/**
 * Lets Next answer `req` (uncompressed: the front compresses). A finished page
 * (`isFinishedPage`) or a script or style file (`page` false) is turned into an Entry, its
 * policy made strict, and handed to `done`, which sends it; any other response streams
 * through.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} page
 * @param {(entry: Omit<Entry, 'expires'>) => void} done
 */
function renderEntry(req, res, page, done) {
  const acceptEncoding = req.headers['accept-encoding']
  delete req.headers['accept-encoding']
  const keep = () => {
    // Put back before Next's compression reads it, for a response that is passed through.
    if (acceptEncoding !== undefined) req.headers['accept-encoding'] = acceptEncoding
    if (!page || isFinishedPage(res)) return true
    res.setHeader('X-Page-Cache', 'pass')
    return false
  }
  captureResponse(req, res, keep, (body) => {
    const headers = takeHeaders(res)
    const policy = headers['content-security-policy']
    if (page && typeof policy === 'string') {
      headers['content-security-policy'] = strictScriptPolicy(
        policy,
        nextScriptHashes(body.toString('utf8')),
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
 * @param {BoundedMap} assets
 */
function handleAsset(req, res, nextHandle, assets) {
  const key = (req.url ?? '/').split('?')[0]
  const grown = () => assets.resize(key)
  const hit = assets.get(key)
  if (hit) return sendEntry(req, res, hit, grown)
  if (req.method !== 'GET') return nextHandle(req, res)
  renderEntry(req, res, false, (rendered) => {
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
    if (entry.status === 200 && immutable) {
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
            if (error) return
            entry.encoded.br = compressed
            grown()
          },
        )
      }
    }
    sendEntry(req, res, entry, grown)
  })
  return nextHandle(req, res)
}

/**
 * Wraps Next's request handler with the page cache and the per-page strict policy.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} nextHandle
 */
export function createPageHandler(nextHandle) {
  const assets = new BoundedMap(MAX_ASSET_BYTES)
  return function handle(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    if (STATIC_ASSET.test(req.url ?? '')) return handleAsset(req, res, nextHandle, assets)
    if (!isPageRequest(req)) return nextHandle(req, res)
    // A query string may change the page: such a request neither reads nor fills the cache.
    const url = req.url ?? '/'
    const key = url.includes('?') ? undefined : url
    const grown = () => key && cache.entries.resize(key)
    const hit = key ? cache.entries.get(key) : undefined
    if (key && hit && hit.expires > Date.now()) {
      res.setHeader('X-Page-Cache', 'hit')
      return sendEntry(req, res, hit, grown)
    }
    if (key && hit) cache.entries.delete(key)
    // A HEAD runs no script and fills nothing: Next answers it as it is.
    if (req.method !== 'GET') return nextHandle(req, res)

    const generation = cache.generation
    renderEntry(req, res, true, (rendered) => {
      const seconds = key ? cacheSeconds(rendered.status, rendered.headers) : 0
      const entry = { ...rendered, expires: Date.now() + seconds * 1000 }
      const stored = key !== undefined && seconds > 0 && cache.generation === generation
      if (stored) cache.entries.set(key, entry)
      res.setHeader('X-Page-Cache', stored ? 'miss' : 'pass')
      sendEntry(req, res, entry, stored ? grown : undefined)
    })
    return nextHandle(req, res)
  }
}
