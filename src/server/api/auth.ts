import 'server-only'

import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import type { User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { notAuthenticated } from './errors'
import { crossSiteRefused, isCrossSiteCookieWrite } from './sameOrigin'

export type AdminUser = User & { collection: 'users' }

/**
 * The signed-in administrator of a request, from `Authorization: Bearer <jwt>` (or
 * Payload's own `JWT <jwt>`) or the `payload-token` cookie; otherwise 401. A write signed
 * in by the cookie is refused (403) unless it comes from the site's own pages.
 */
export async function requireAdmin(req: Request): Promise<{ payload: Payload; user: AdminUser }> {
  const payload = await getPayloadClient()
  if (isCrossSiteCookieWrite(req, payload.config.cookiePrefix)) throw crossSiteRefused()
  const { user } = await payload.auth({ headers: req.headers })
  if (!user || user.collection !== 'users') throw notAuthenticated()
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
