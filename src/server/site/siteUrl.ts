import 'server-only'

/**
 * The site's public origin for absolute links (feeds, sitemap, robots, JSON-LD, Open Graph),
 * read from `SITE_URL` each time it is asked for, so it is the running server's, never the
 * build's. A production server refuses to start without it (src/server/http/start.mjs,
 * payload.config.ts); a development or test run falls back to this machine.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}

/** The message a production server stops with when `SITE_URL` is missing or not an origin. */
export function siteUrlProblem(): string | undefined {
  const configured = process.env.SITE_URL
  if (!configured) {
    return 'SITE_URL must be set in production: the address visitors use, e.g. SITE_URL=https://church.example (used in the sitemap, feeds, share links and the origin check of signed-in writes).'
  }
  try {
    const url = new URL(configured)
    if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '') throw 0
  } catch {
    return `SITE_URL must be an origin such as https://church.example (no path); it is ${JSON.stringify(configured)}.`
  }
  return undefined
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

/**
 * Payload's `serverURL` (also the origin its cookie CSRF check allows): SITE_URL. A
 * production server (not the build) stops here when it is missing, as it does without
 * PAYLOAD_SECRET (src/server/secret.ts).
 */
export function payloadServerUrl(): string {
  if (
    process.env.NODE_ENV === 'production' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const problem = siteUrlProblem()
    if (problem) throw new Error(problem)
  }
  return process.env.SITE_URL ? siteUrl() : ''
}
