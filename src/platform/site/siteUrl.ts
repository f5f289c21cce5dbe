import 'server-only'

/**
 * The site's public origin for absolute links (feeds, sitemap, robots, JSON-LD, Open Graph),
 * read from `SITE_URL` each time it is asked for, so it is the running server's, never the
 * build's. A production server refuses to start without it (src/platform/payload/requiredSettings.mjs);
 * a development or test run falls back to this machine.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}

/**
 * The origin for a request-time response: SITE_URL when set, else the address the browser
 * used (Host), never the interface the server listens on.
 */
export function originFor(request: Request): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  const host = request.headers.get('host')
  const url = new URL(request.url)
  return host ? `${url.protocol}//${host}` : url.origin
}
