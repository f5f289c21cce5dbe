import { type NextRequest, NextResponse } from 'next/server'

/**
 * Public pages are rendered once and kept (ISR); a visitor's query string must never reach a
 * kept page. When an edit has expired a page, Next regenerates it from the next request, and
 * with that request's address: a query string (`/events?anything=1`) lands in the page's
 * data (its canonical URL, `"c":["","events?anything=1"]`), which every later visitor then
 * gets, and their browsers show. No public page reads a query string (lists page by path:
 * `/events/page/2`), so a page asked for with one is redirected to its plain address before
 * Next's cache and renderer see it (tests/e2e/site/queryStrings.test.ts). A rewrite would not
 * do: Next keeps the address as asked for as the page's canonical URL.
 *
 * Only GET and HEAD; client navigations' data requests (`RSC` header) keep their query. Not run
 * for the API, Payload's panel, the admin, uploads, Next's files or an address with a file
 * extension, nor for
 * share and icon images, whose address Next itself gives a query (a hash of the image).
 */
export function proxy(request: NextRequest) {
  const { method, nextUrl } = request
  if (!nextUrl.search || (method !== 'GET' && method !== 'HEAD') || request.headers.has('rsc')) {
    return NextResponse.next()
  }
  // Next takes only an absolute Location from a proxy (a relative one fails as an invalid URL,
  // a 500) and sends it on relative when it is on the request's own host, as this one is:
  // behind a proxy, the address Next sees is not the one visitors use.
  const plain = nextUrl.clone()
  plain.search = ''
  return NextResponse.redirect(plain, 308)
}

export const config = {
  matcher: [
    // Share and icon images (`opengraph-image-…?<hash>`) carry Next's own cache-busting query.
    '/((?!api/|cms|admin|media/|_next/|.*\\.[A-Za-z0-9]+$|(?:.*/)?(?:opengraph-image|twitter-image|apple-icon|icon)(?:-[A-Za-z0-9]+)?$).*)',
  ],
}
