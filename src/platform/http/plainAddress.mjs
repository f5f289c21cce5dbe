// @ts-check
/**
 * A visitor's query string never reaches a kept page.
 *
 * Public pages are rendered once and kept (ISR). When an edit has expired a page, Next renders
 * it again for the next request, and with that request's address: a query string
 * (`/events?anything=1`) lands in the page's data (its canonical URL, `"c":["","events?anything=1"]`),
 * which every later visitor then gets, and their browsers show. No public page reads a query
 * string (lists page by path: `/events/page/2`), so a page asked for with one is redirected
 * (308) to its plain address before Next's cache and renderer see it
 * (tests/e2e/site/queryStrings.test.ts). A rewrite would not do: Next keeps the address as
 * asked for as the page's canonical URL.
 *
 * Only GET and HEAD; client navigations' data requests (`RSC` header) keep their query. Not for
 * the API, Payload's panel, the admin, uploads, Next's files or an address with a file
 * extension, nor for share and icon images, whose address Next itself gives a query (a hash of
 * the image).
 *
 * Why here and not in a Next proxy (`src/proxy.ts`): a proxy's matcher can name paths, headers
 * and query parameters by name, not "any query string", so a proxy ran for every page request
 * and cost `next start` about a third of its throughput on kept pages (`npm run bench pages`).
 * Here a request without `?` costs one string search. The hook is installed on Node's HTTP
 * servers of the process (`installPlainAddressRedirect`: Next's under `next start` and the
 * standalone server, through src/instrumentation.ts; the production server's own,
 * src/platform/http/start.mjs), as the client address stamp of ./clientAddress.mjs is.
 */
import http from 'node:http'
import https from 'node:https'

/** Paths that are not pages: the API, Payload's panel, the admin, uploads, Next's files, files. */
const NOT_A_PAGE =
  /^\/(?:api\/|cms|admin|media\/|_next\/)|\.[A-Za-z0-9]+$|(?:^|\/)(?:opengraph-image|twitter-image|apple-icon|icon)(?:-[A-Za-z0-9]+)?$/

/**
 * The plain address of a page request that carries a query string, or undefined when the
 * request is to be served as it is.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function plainAddressOf(req) {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  if (query < 0 || query === url.length - 1 || !url.startsWith('/')) return undefined
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  if (req.headers.rsc !== undefined) return undefined
  // One leading slash: `//host` or `/\host` in a Location header would leave the site.
  const path = `/${url.slice(0, query).replace(/^[/\\]+/, '')}`
  return NOT_A_PAGE.test(path) ? undefined : path
}

/**
 * Answers a page request that carries a query string with a redirect to its plain address;
 * whether it did.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
export function redirectToPlainAddress(req, res) {
  const path = plainAddressOf(req)
  if (path === undefined) return false
  res.writeHead(308, { Location: path, 'Content-Length': '0' })
  res.end()
  return true
}

const INSTALLED = Symbol.for('church.plainAddressRedirect')

/**
 * Redirects page requests with a query string on every Node HTTP(S) server in this process,
 * before its `request` listeners see them. Installed once per process (the server, Next's
 * bundles and the tests may each load their own copy of this module).
 */
export function installPlainAddressRedirect() {
  const store = /** @type {{ [INSTALLED]?: boolean }} */ (/** @type {unknown} */ (globalThis))
  if (store[INSTALLED]) return
  store[INSTALLED] = true
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit
    /** @type {(this: unknown, event: string | symbol, ...args: unknown[]) => boolean} */
    const redirectingEmit = function (event, ...args) {
      if (
        event === 'request' &&
        redirectToPlainAddress(
          /** @type {http.IncomingMessage} */ (args[0]),
          /** @type {http.ServerResponse} */ (args[1]),
        )
      ) {
        return true
      }
      return Reflect.apply(emit, this, [event, ...args])
    }
    Server.prototype.emit = /** @type {typeof emit} */ (redirectingEmit)
  }
}
