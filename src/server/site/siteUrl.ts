import 'server-only'

/** The site's public origin for absolute links (feeds, sitemap, Open Graph): SITE_URL, else local. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}

/** The origin for a request-time response: SITE_URL when set, else the request's own origin. */
export function originFor(request: Request): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/+$/, '')
  return new URL(request.url).origin
}
