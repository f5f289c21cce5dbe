import 'server-only'

import { loginBody } from '@/lib/contract/schemas'

import { getPayloadClient } from '../payload'
import {
  adminHasDefaultPassword,
  DEFAULT_ADMIN_USERNAME,
  defaultAdminPassword,
  sessionCookie,
} from './auth'
import { ApiError, asPayloadError, json, readBody } from './http'
import { clientAddress, ensureUnder, penalise } from './rateLimit'
import { serializeProfile } from './serializers'

const INCORRECT = 'Incorrect username or password'
const LOCKED = 'Too many failed sign-in attempts. Please try again in 10 minutes.'

/**
 * Signs in through Payload's users collection. Payload counts failures per account and
 * locks it (5 failures, 10 minutes); failures are also counted per client address, so
 * that guessing across many usernames is slowed too.
 */
export async function login(req: Request): Promise<Response> {
  const { username, password } = await readBody(req, loginBody)
  const client = clientAddress(req)
  await ensureUnder('loginFailures', client)
  const payload = await getPayloadClient()
  try {
    const result = await payload.login({ collection: 'users', data: { username, password } })
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
    // Payload answers a locked account and wrong credentials both with 401; the lock is
    // told apart by Payload's message (its `userLocked` text).
    const refused = asPayloadError(error)
    if (refused?.status === 401 && /locked/i.test(refused.message)) throw new ApiError(429, LOCKED)
    if (refused?.status === 401 || error instanceof ApiError) {
      await penalise('loginFailures', client)
      throw new ApiError(401, INCORRECT)
    }
    throw error
  }
}

/** The default credentials, shown on the login page only while they still work. */
export async function loginHint(): Promise<Response> {
  const payload = await getPayloadClient()
  const hint = (await adminHasDefaultPassword(payload))
    ? { username: DEFAULT_ADMIN_USERNAME, password: defaultAdminPassword() }
    : {}
  return json(hint)
}
