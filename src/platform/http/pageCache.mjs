// @ts-check
/**
 * The front of the production server (`npm start`), before Next's request handler. The site
 * runs without it (`next start`, the standalone `node server.js`): it is an accelerator that
 * also tightens the Content-Security-Policy.
 *
 * 1. A strict Content-Security-Policy. For a finished page (one Next marks as shared
 *    cacheable) the HTML is taken in (./responseEntry.mjs) and its policy allows only the
 *    inline scripts Next wrote into it (./scriptPolicy.mjs).
 * 2. A page cache. Such a page, asked for without a query string, is kept here, compressed,
 *    for at most PAGE_CACHE_SECONDS, keyed by its path, within PAGE_CACHE_MAX_MB, and sent
 *    without going through the renderer. Whatever expires the site's cache (an edit here or
 *    on another instance, a restore) empties it at once: it listens to the cache handler's
 *    expiries (`onExpire` of ../cache/nextCache.mjs, the same module Next loads). A request
 *    with a query string is never answered from the cache and never fills it.
 * 3. Next's script and style files, kept in memory with a brotli copy at the highest quality
 *    (./staticAssets.mjs).
 *
 * What is kept is sent compressed for each client (./compression.mjs), within a byte budget
 * (./boundedMap.mjs). A page Next renders per request (not shared-cacheable), and any response
 * that is not a page (an image, a feed, a file), is passed through as Next writes it
 * (compressed by Next), so a `loading.tsx` shows at once; it keeps the base policy. Everything
 * else (API, media files, client navigations) goes straight to Next.
 */
import { onExpire } from '../cache/nextCache.mjs'
import { BoundedMap } from './boundedMap.mjs'
import { renderEntry, sendEntry } from './responseEntry.mjs'
import { handleAsset, MAX_ASSET_BYTES, STATIC_ASSET } from './staticAssets.mjs'

/** How long a page may be sent from here before Next is asked again. */
export const PAGE_CACHE_SECONDS = Number(process.env.PAGE_CACHE_SECONDS ?? 60)
/**
 * How long a page Next answered stale is sent from here. A page's time-based safety net
 * (src/server/content/cache.ts) runs out every minute; Next then answers it stale to everyone
 * while it renders the page again in the background. Kept this briefly, the stale page costs
 * Next one request a second instead of every visitor's, so the new render is not slowed by
 * them; the fresh page that follows is kept as usual. An edit empties this cache as always.
 */
export const STALE_PAGE_SECONDS = 1
/** At most this many bytes of pages (with their compressed copies) are kept. */
const MAX_PAGE_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 32) * 1024 * 1024

/** Paths that never carry a page: API, files, Payload's panel, Next's assets. */
const PASS_THROUGH = /^\/(?:_next\/|api(?:\/|$)|cms(?:\/|-api|$)|media\/)|\.[a-z0-9]+$/i

/** The process's page cache; `generation` counts its clearings. */
const cache = { entries: new BoundedMap(MAX_PAGE_BYTES), generation: 0 }

/** Forgets every cached page; a response rendered before this call is not stored after it. */
export function clearPageCache() {
  cache.entries.clear()
  cache.generation += 1
}

// Any expiry of the site's cache (whatever its tags) empties the pages kept here.
onExpire(clearPageCache)

/**
 * How many seconds a page response may be kept here: only a 200 HTML page that Next marks
 * as shared-cacheable (`s-maxage`, not private); one Next served stale only for a moment.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 */
export function cacheSeconds(status, headers) {
  if (status !== 200 || PAGE_CACHE_SECONDS <= 0) return 0
  const type = String(headers['content-type'] ?? '')
  const control = String(headers['cache-control'] ?? '')
  if (!type.startsWith('text/html') || /private|no-store|no-cache/.test(control)) return 0
  if (headers['set-cookie']) return 0
  const shared = /s-maxage=(\d+)/.exec(control)
  if (!shared) return 0
  const stale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE'
  return Math.min(Number(shared[1]), stale ? STALE_PAGE_SECONDS : PAGE_CACHE_SECONDS)
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
    if (key && hit && hit.expires > Date.now()) return sendEntry(req, res, hit, grown, 'hit')
    if (key && hit) cache.entries.delete(key)
    // A HEAD runs no script and fills nothing: Next answers it as it is.
    if (req.method !== 'GET') return nextHandle(req, res)

    const generation = cache.generation
    renderEntry(req, res, true, (rendered) => {
      const seconds = key ? cacheSeconds(rendered.status, rendered.headers) : 0
      const entry = { ...rendered, expires: Date.now() + seconds * 1000 }
      const stored = key !== undefined && seconds > 0 && cache.generation === generation
      if (stored) cache.entries.set(key, entry)
      sendEntry(req, res, entry, stored ? grown : undefined, stored ? 'miss' : 'pass')
    })
    return nextHandle(req, res)
  }
}
