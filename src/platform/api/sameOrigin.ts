import 'server-only'

import { parseCookies } from 'payload/shared'

import { getPayloadClient } from '@/platform/payload/client'
import { ApiError } from './errors'

/**
 * A browser sends the session cookie with every request to this site, including one that a
 * page of another site makes (a form it submits, a `fetch` it fires). A write that is signed
 * in by that cookie is therefore only taken from the site's own pages. A write signed in by
 * `Authorization: Bearer` (or Payload's `JWT`) is not concerned: no other site can make a
 * browser send that header.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const CROSS_SITE_REFUSED = 'Cross-site request refused: send it from the site itself'

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The origin of the site's pages: `SITE_URL` when set; otherwise the origin the browser
 * addressed, from the `Host` header and the scheme (`X-Forwarded-Proto` from a proxy that
 * terminates TLS, else the request's own). A page of another site cannot choose either
 * header: its browser sends this site's host, and a custom header needs a preflight.
 */
export function siteOrigin(req: Request): string | null {
  const configured = process.env.SITE_URL
  if (configured) return originOf(configured)
  const url = new URL(req.url)
  const host = req.headers.get('host')
  if (!host) return url.origin
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol
  return originOf(`${scheme.replace(/:$/, '')}://${host}`)
}

/**
 * Whether the browser says the request comes from one of the site's own pages: its `Origin`;
 * without one, `Sec-Fetch-Site: same-origin`; without either, the `Referer`'s origin.
 */
export function comesFromSite(req: Request): boolean {
  const expected = siteOrigin(req)
  if (!expected) return false
  const origin = req.headers.get('origin')
  if (origin !== null) return origin === expected
  const fetchSite = req.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'same-origin'
  const referer = req.headers.get('referer')
  return referer !== null && originOf(referer) === expected
}

/** A write that Payload would sign in by the session cookie `cookieName` (no token header). */
function cookieSignedWrite(req: Request, cookieName: string): boolean {
  if (!STATE_CHANGING.has(req.method)) return false
  const authorization = req.headers.get('authorization') ?? ''
  if (authorization.startsWith('Bearer ') || authorization.startsWith('JWT ')) return false
  return parseCookies(req.headers).has(cookieName)
}

/** A cookie-signed write from anywhere but the site's own pages. */
export function isCrossSiteCookieWrite(req: Request, cookiePrefix: string): boolean {
  return cookieSignedWrite(req, `${cookiePrefix}-token`) && !comesFromSite(req)
}

export const crossSiteRefused = () => new ApiError(403, CROSS_SITE_REFUSED)

type PayloadRoute<A extends unknown[]> = (req: Request, ...rest: A) => Promise<Response>

/**
 * Payload's REST and GraphQL handlers with the same rule. Payload's own check (its `csrf`
 * list) accepts the cookie from every origin while that list is empty, as it is without
 * `SITE_URL`. The refusal has Payload's error shape, which its panel and GraphQL clients read.
 */
export function sameSiteCookieWrites<A extends unknown[]>(handler: PayloadRoute<A>) {
  return async (req: Request, ...rest: A): Promise<Response> => {
    if (STATE_CHANGING.has(req.method)) {
      const payload = await getPayloadClient()
      if (isCrossSiteCookieWrite(req, payload.config.cookiePrefix)) {
        return Response.json({ errors: [{ message: CROSS_SITE_REFUSED }] }, { status: 403 })
      }
    }
    return handler(req, ...rest)
  }
}
