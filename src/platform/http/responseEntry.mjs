// @ts-check
/**
 * A response of Next's held in memory (an Entry): Next is let write it into memory, a finished
 * page's policy is made strict (./scriptPolicy.mjs), and it is sent from there as often as
 * needed, compressed for each client (./compression.mjs), with an ETag that answers
 * If-None-Match with a 304.
 */
import { createHash } from 'node:crypto'

import { COMPRESSIBLE, compress, mergeVary, pickEncoding } from './compression.mjs'
import { nextScriptHashes, strictScriptPolicy } from './scriptPolicy.mjs'

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

/**
 * @typedef {'br' | 'gzip' | 'identity'} Encoding
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string | string[]>,
 *   body: Buffer,
 *   encoded: Partial<Record<'br' | 'gzip', Buffer>>,
 *   compressible: boolean,
 *   asset?: boolean,
 *   etag: string,
 *   expires: number,
 *   heads?: Map<string, (string | string[])[]>,
 * }} Entry
 */

/**
 * The response head of `entry` sent with `encoding` (and an `X-Page-Cache` value, if any), as
 * the flat list of names and values `res.writeHead` takes. Made once per entry, encoding and
 * page-cache value and kept with the entry, so that sending a kept response again costs one
 * `writeHead` and one `end`.
 * @param {Entry} entry @param {Encoding} encoding @param {Buffer} body the body in that encoding
 * @param {string | undefined} pageCache
 */
function headOf(entry, encoding, body, pageCache) {
  const key = `${encoding} ${pageCache ?? ''}`
  entry.heads ??= new Map()
  let head = entry.heads.get(key)
  if (head) return head
  head = []
  for (const [name, value] of Object.entries(entry.headers)) {
    if (name !== 'vary') head.push(name, value)
  }
  head.push('Vary', mergeVary(entry.headers.vary, 'Accept-Encoding'))
  // Immutable and content-hashed assets are never revalidated: no validator.
  if (!entry.asset) head.push('ETag', etagOf(entry, encoding))
  if (encoding !== 'identity') head.push('Content-Encoding', encoding)
  if (pageCache) head.push('X-Page-Cache', pageCache)
  head.push('Content-Length', String(body.length))
  entry.heads.set(key, head)
  return head
}

/** @param {Entry} entry @param {Encoding} encoding */
const etagOf = (entry, encoding) =>
  encoding === 'identity' ? entry.etag : entry.etag.replace(/"$/, `-${encoding}"`)

/**
 * Sends a kept response. Nothing may have been written to `res` before: its whole head is
 * given to `writeHead` at once.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Entry} entry
 * @param {() => void} [grown] called when a compressed copy was added to `entry`
 * @param {string} [pageCache] the `X-Page-Cache` value to send (hit, miss, pass)
 */
export function sendEntry(req, res, entry, grown, pageCache) {
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
  if (entry.asset) res.sendDate = false
  const head = headOf(entry, encoding, body, pageCache)
  const match = req.headers['if-none-match']
  if (entry.status === 200 && match && matchesTag(match, etagOf(entry, encoding))) {
    res.writeHead(304, withoutBodyHeaders(head))
    res.end()
    return
  }
  res.writeHead(entry.status, head)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** A head without the headers that describe a body (for a 304). @param {(string | string[])[]} head */
function withoutBodyHeaders(head) {
  const kept = []
  for (let i = 0; i < head.length; i += 2) {
    if (head[i] !== 'Content-Encoding' && head[i] !== 'Content-Length')
      kept.push(head[i], head[i + 1])
  }
  return kept
}

/** Whether an If-None-Match value names `etag`. @param {string} match @param {string} etag */
const matchesTag = (match, etag) => match.split(',').some((tag) => tag.trim() === etag)

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
export function renderEntry(req, res, page, done) {
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
