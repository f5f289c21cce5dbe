import 'server-only'

import type { Payload } from 'payload'

import { loginBody } from '@/lib/contract/schemas'

import { getPayloadClient } from '@/platform/payload/client'
import { sessionCookie } from '@/platform/api/auth'
import { adminHasDefaultPassword, DEFAULT_ADMIN_USERNAME, defaultAdminPassword } from './passwords'
import { asPayloadError, json, readBody } from '@/platform/api/http'
import { ApiError } from '@/platform/api/errors'
import { serializeProfile } from '../data/serializers'
import { signInRefused } from './signInGuard'

const INCORRECT = 'Incorrect username or password'

/**
 * Signs in through Payload's users collection with the request's headers, so that the
 * collection's sign-in guard (collections/hooks/guardSignIn.ts) counts this client: a wrong
 * password or unknown username is 401, a client over a sign-in limit is 429.
 */
export async function login(req: Request): Promise<Response> {
  const { username, password } = await readBody(req, loginBody)
  const payload = await getPayloadClient()
  try {
    const result = await payload.login({
      collection: 'users',
      data: { username, password },
      req: { headers: req.headers },
    })
    if (!result.token || !result.user) throw new ApiError(401, INCORRECT)
    return json(
      {
        access_token: result.token,
        token_type: 'bearer',
        user: serializeProfile(result.user),
      },
      200,
      { 'Set-Cookie': sessionCookie(payload, result.token) },
    )
  } catch (error) {
    const refused = asPayloadError(error)
    if (refused?.status === 429) {
      const retryAfter = Number((refused.data as { retryAfter?: unknown } | null)?.retryAfter)
      throw signInRefused(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 600)
    }
    if (refused?.status === 401 || error instanceof ApiError) throw new ApiError(401, INCORRECT)
    throw error
  }
}

/** How many active administrators the site has. */
async function activeAdministrators(payload: Payload) {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['administrator'] } }, { active: { not_equals: false } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * The default credentials, shown on the login page only while they still work, and never by a
 * production server once the church has a second active administrator: by then the site is in
 * use, and its sign-in page shows no password to anyone.
 */
export async function loginHint(): Promise<Response> {
  const payload = await getPayloadClient()
  const shown =
    (await adminHasDefaultPassword(payload)) &&
    !(process.env.NODE_ENV === 'production' && (await activeAdministrators(payload)) > 1)
  return json(shown ? { username: DEFAULT_ADMIN_USERNAME, password: defaultAdminPassword() } : {})
}
