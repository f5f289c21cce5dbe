// @ts-check
/**
 * The one cache of the site's server, and the one place where it is expired: Next's cache
 * handler (`cacheHandler` in next.config.mjs, Next's documented interface), which holds
 * what Next keeps between requests (rendered pages, route handlers' output, the data reads
 * of src/server/content/cache.ts) in this process's memory, by tag.
 *
 * How an entry expires, one path whatever caused it:
 *
 *   an edit (a collection or global hook, collections/hooks/revalidate.ts)
 *     ├─ Next's revalidateTag('content:<slug>')  → this handler's revalidateTag → expireTags
 *     └─ NOTIFY church_content '<tag>' in the edit's transaction (PostgreSQL)
 *   another instance's edit, a restore or a reseed (`*`)
 *     └─ this module's watch: LISTEN church_content (PostgreSQL), or the SQLite file's
 *        user_version (bumped by a restore or a reseed), read every second → expireTags
 *   expireTags → entries of those tags answer null (Next renders anew) → `onExpire` listeners
 *     (the production server's page front, src/platform/http/pageCache.mjs, empties itself)
 *
 * Nothing here comes from the build: a new process starts empty, so every page is rendered on
 * its first request from the database the server is connected to, and `next build` needs no
 * database (src/platform/payload/client.ts refuses one during the build). Several instances each keep
 * their own memory and are kept fresh by the watch.
 *
 * One state per process: Next imports this file itself (so does the production server's
 * front), and a bundle of Next's may hold a copy of its own. Every copy keeps its state on one process-wide object (`STATE`), so there is one store, one set of
 * listeners and one watch (one LISTEN connection) per process whichever copy is asked.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { CONTENT_CHANNEL, CONTENT_EVERYTHING } from './channel.mjs'

/** At most this many bytes of cached entries are kept; the least recently used go first. */
const MAX_BYTES = Number(process.env.CACHE_MAX_MB ?? 64) * 1024 * 1024
const GENERATION_CHECK_MS = 1_000
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 10_000

/** Next's header that lists a rendered page's or route's tags. */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * @typedef {{ value: any, lastModified: number, tags: string[], bytes: number }} Entry
 * @typedef {(tags: string[] | '*') => void} ExpireListener
 */

/** The key of the process-wide state shared by every copy of this module. */
const STATE = Symbol.for('church.nextCache')
/**
 * @typedef {{
 *   entries: Map<string, Entry>,
 *   bytes: number,
 *   expiredAt: Map<string, number>,
 *   listeners: Set<ExpireListener>,
 *   watch: { stop: () => Promise<void> } | undefined,
 * }} State
 */
const shared = /** @type {Record<symbol, State>} */ (/** @type {unknown} */ (globalThis))
const state = (shared[STATE] ??= {
  entries: new Map(),
  bytes: 0,
  // When each tag last expired (ms).
  expiredAt: new Map(),
  listeners: new Set(),
  watch: undefined,
})
const { entries, expiredAt, listeners } = state

/** A rough size of a cached value: its strings and buffers. */
function sizeOf(/** @type {unknown} */ value, depth = 0) {
  if (value == null || depth > 6) return 0
  if (typeof value === 'string') return value.length * 2
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength
  if (value instanceof Map) {
    let total = 0
    for (const item of value.values()) total += sizeOf(item, depth + 1)
    return total
  }
  if (typeof value === 'object') {
    let total = 0
    for (const item of Object.values(value)) total += sizeOf(item, depth + 1)
    return total
  }
  return 8
}

function remove(/** @type {string} */ key) {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  state.bytes -= entry.bytes
}

/** The tags an entry was written with: the page's header, or the data read's own. */
function tagsOf(/** @type {any} */ data, /** @type {any} */ ctx) {
  const header = data?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...fromHeader, ...(Array.isArray(ctx?.tags) ? ctx.tags : [])]
}

const isExpired = (/** @type {string[]} */ tags, /** @type {number} */ since) =>
  tags.some((tag) => (expiredAt.get(tag) ?? 0) >= since)

/**
 * Expires `tags` (or everything, for `*`) in this process, at once: entries written before
 * now are answered as missing from here on. Listeners (the page front) hear of it.
 * @param {string[] | '*'} tags
 */
export function expireTags(tags) {
  const now = Date.now()
  if (tags === CONTENT_EVERYTHING) {
    entries.clear()
    state.bytes = 0
  } else {
    for (const tag of tags) expiredAt.set(tag, now)
  }
  for (const listener of listeners) listener(tags)
}

/**
 * Hears every expiry of this process (an edit here, a notification from another instance).
 * @param {ExpireListener} listener
 */
export function onExpire(listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Next's cache handler: a fresh instance per request, all sharing this module's state. */
export default class NextCache {
  constructor(/** @type {{ dev?: boolean }} */ _ctx) {
    startWatch()
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = entries.get(key)
    if (!entry) return null
    const tags = [...entry.tags, ...(Array.isArray(ctx?.softTags) ? ctx.softTags : [])]
    if (isExpired(tags, entry.lastModified)) {
      remove(key)
      return null
    }
    // Least recently used last.
    entries.delete(key)
    entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified }
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    remove(key)
    if (data == null) return
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), bytes: 0 }
    entry.bytes = sizeOf(data) + key.length * 2
    if (entry.bytes > MAX_BYTES) return
    entries.set(key, entry)
    state.bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (state.bytes <= MAX_BYTES) break
      remove(oldest)
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    expireTags(Array.isArray(tags) ? tags : [tags])
  }

  resetRequestCache() {}
}

// The watch for changes made by other processes.

const inBuild = () => process.env.NEXT_PHASE === 'phase-production-build'

function startWatch() {
  if (state.watch || inBuild() || process.env.CONTENT_WATCH === 'off') return
  const url = process.env.DATABASE_URL ?? ''
  state.watch = /^postgres(ql)?:\/\//.test(url)
    ? listen(process.env.DATABASE_LISTEN_URL || url)
    : watchGeneration(url || 'file:./data/church.db')
}

/** Stops the watch (a server shutting down): closes its connection. */
export async function stopWatching() {
  const current = state.watch
  state.watch = { stop: async () => undefined }
  await current?.stop()
}

/** Packages of the app, resolved from the app's folder (the standalone output's too). */
const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'))

/**
 * One connection LISTENing on the content channel, re-opened with backoff when it drops (a
 * PostgreSQL restart, a killed session); everything is expired on re-opening, since changes
 * announced meanwhile were missed.
 * @param {string} connectionString
 */
function listen(connectionString) {
  /** @type {typeof import('pg')} */
  const pg = requireFromApp('pg')
  /** @type {import('pg').Client | undefined} */
  let client
  let stopped = false
  let failures = 0
  /** @type {NodeJS.Timeout | undefined} */
  let timer

  const onNotification = (/** @type {import('pg').Notification} */ message) => {
    if (message.channel !== CONTENT_CHANNEL || !message.payload) return
    expireTags(message.payload === CONTENT_EVERYTHING ? CONTENT_EVERYTHING : [message.payload])
  }

  const retry = (/** @type {import('pg').Client} */ broken, /** @type {Error} */ error) => {
    if (stopped || broken !== client) return
    client = undefined
    broken.removeListener('notification', onNotification)
    broken.end().catch(() => undefined)
    const delay = Math.min(RECONNECT_MIN_MS * 2 ** failures, RECONNECT_MAX_MS)
    failures += 1
    console.warn(
      `Content notifications lost (${error?.message ?? 'connection ended'}); listening again in ${delay} ms`,
    )
    timer = setTimeout(() => void connect(), delay)
    timer.unref()
  }

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({
      // LISTEN needs a session of its own: behind PgBouncer in transaction mode, name the
      // server itself (or a session-mode pool) in DATABASE_LISTEN_URL.
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'church-content-listener',
    })
    client = next
    // An 'error' event without a listener would be thrown; it stays attached after the end.
    next.on('error', (error) => retry(next, error))
    next.on('end', () => retry(next, new Error('connection ended')))
    next.on('notification', onNotification)
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      retry(next, /** @type {Error} */ (error))
      return
    }
    if (failures > 0) {
      expireTags(CONTENT_EVERYTHING)
      console.info('Listening for content changes again')
    }
    failures = 0
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}

/**
 * SQLite has one server; what changes its content from outside (a restore, a reseed: other
 * processes) bumps the file's `user_version`, read here every second. A new value expires
 * everything.
 * @param {string} url
 */
function watchGeneration(url) {
  /** @type {typeof import('@libsql/client')} */
  const { createClient } = requireFromApp('@libsql/client')
  const client = createClient({ url })
  /** @type {number | undefined} */
  let known
  let checking = false
  const check = async () => {
    const result = await client.execute('PRAGMA user_version')
    const generation = Number(result.rows[0]?.[0] ?? result.rows[0]?.user_version)
    if (known !== undefined && generation !== known) {
      console.info('The database was replaced (restore or reseed): expiring every cached page')
      expireTags(CONTENT_EVERYTHING)
    }
    known = generation
  }
  const timer = setInterval(() => {
    if (checking) return
    checking = true
    check()
      .catch(() => undefined)
      .finally(() => (checking = false))
  }, GENERATION_CHECK_MS)
  timer.unref()
  void check().catch(() => undefined)
  return {
    stop: async () => {
      clearInterval(timer)
      client.close()
    },
  }
}
