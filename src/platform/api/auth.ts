import 'server-only'

import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import type { User } from '@/payload-types'

import { isActivePerson } from '@/platform/access'
import { type Area, mayUse } from '@/lib/contract/roles'

import { getPayloadClient } from '@/platform/payload/client'
import { forbidden, notAuthenticated } from './errors'
import { crossSiteRefused, isCrossSiteCookieWrite } from './sameOrigin'

export type AdminUser = User & { collection: 'users' }

/**
 * The signed-in person of a request, from `Authorization: Bearer <jwt>` (or Payload's own
 * `JWT <jwt>`) or the `payload-token` cookie; otherwise 401 (a deactivated account too). A
 * write signed in by the cookie is refused (403) unless it comes from the site's own pages.
 * With an `area`, a person whose roles do not include it is refused with 403 before anything
 * is read or changed (`'any'`: every signed-in person, for their own profile).
 */
export async function requireAdmin(
  req: Request,
  area: Area | 'any',
): Promise<{ payload: Payload; user: AdminUser }> {
  const payload = await getPayloadClient()
  if (isCrossSiteCookieWrite(req, payload.config.cookiePrefix)) throw crossSiteRefused()
  const { user } = await payload.auth({ headers: req.headers })
  if (!isActivePerson(user)) throw notAuthenticated()
  if (area !== 'any' && !mayUse((user as AdminUser).roles, area)) throw forbidden()
  return { payload, user: user as AdminUser }
}

const usersAuthConfig = (payload: Payload) => payload.collections.users.config.auth

/** The HttpOnly session cookie that /api and Payload's panel at /cms both read. */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: usersAuthConfig(payload),
    cookiePrefix: payload.config.cookiePrefix,
    token,
  }) as string
}

export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: usersAuthConfig(payload),
    cookiePrefix: payload.config.cookiePrefix,
  }) as string
}
