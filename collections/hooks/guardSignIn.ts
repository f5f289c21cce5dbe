import {
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { passwordMatches, storedPassword } from '../../src/server/api/passwords'
import {
  countSignInAttempt,
  RESET_COUNTED,
  SIGN_IN_REFUSED,
  type SignInAttempt,
  signInSucceeded,
} from '../../src/server/api/signInGuard'
import { recordAudit } from './audit'
import { RequestRefused } from '../../src/platform/collections/requestRefused'

const refused = (message: string, retryAfter: number) =>
  new RequestRefused(message, 429, { retryAfter })

export const USE_SITE_RESET =
  'Reset a password from the sign-in page of the site admin: /admin/forgot-password'

/** Where the attempt counted before the password check waits for its outcome. */
const ATTEMPT = 'signInAttempt'
/** The audit entry of the attempt, written as a failure until the password proves right. */
const AUDIT_ENTRY = 'signInAuditEntry'

/**
 * Every way into an account goes through Payload's login operation: the site's
 * /api/admin/login (Local API), Payload's REST `POST /cms-api/users/login` (its own panel's
 * sign-in form) and the GraphQL `loginUser` mutation. This hook runs first in each of them
 * and counts the attempt under the site's sign-in limits before any password is checked
 * (src/server/api/signInGuard.ts): a client over a limit is refused with 429. Payload then
 * checks the password, once; `forgiveSignIn` gives a right one its count back.
 *
 * Payload answers an unknown username at once, without deriving a key, which would tell
 * which usernames exist by the time of the answer; here an unknown username costs the same
 * key derivation as a wrong password, and gets the same 401.
 *
 * A deactivated account is refused like a wrong password. Payload's own password-reset requests are counted per client as well.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const { username, password } = (args.data ?? {}) as { username?: unknown; password?: unknown }
    // A missing field is left to Payload's own validation answer.
    if (typeof username !== 'string' || !username.trim()) return args
    if (typeof password !== 'string' || !password.trim()) return args
    const counted = await countSignInAttempt(req.payload, req, username)
    if (!('attempt' in counted)) throw refused(SIGN_IN_REFUSED, counted.retryAfter)
    // Recorded as a failure first, in a transaction of its own (a failed sign-in rolls its
    // own back); a right password turns it into the sign-in.
    req.context[AUDIT_ENTRY] = await recordAudit(
      req.payload,
      {
        action: 'sign_in_failed',
        entity: 'users',
        username: username.trim().slice(0, 120),
        user_id: null,
      },
      { headers: req.headers },
    )
    const account = await storedPassword(req.payload, { username: username.trim().toLowerCase() })
    // A deactivated account gets the answer of a wrong password, in the same time.
    if (!account || !account.active) {
      await passwordMatches(null, password)
      throw new AuthenticationError(req.t, true)
    }
    req.context[ATTEMPT] = counted.attempt
    return args
  }
  // Resetting a password goes through the site's own pages and routes (/admin/forgot-password,
  // src/server/api/passwordReset.ts), which send the link through the jobs queue and refuse a
  // deactivated account; Payload's own forgot- and reset-password endpoints are closed.
  if (
    (operation === 'forgotPassword' || operation === 'resetPassword') &&
    !req.context[RESET_COUNTED]
  ) {
    throw new RequestRefused(USE_SITE_RESET, 403)
  }
  return args
}

/** After a right password: the attempt counted by `guardSignIn` is not a failure. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[ATTEMPT] as SignInAttempt | undefined
  if (attempt) await signInSucceeded(req.payload, attempt)
  const entry = req.context[AUDIT_ENTRY] as number | string | undefined
  if (entry !== undefined) {
    await req.payload.update({
      collection: 'audit-log',
      id: entry,
      data: {
        action: 'sign_in',
        user_id: user.id,
        username: user.username,
        entity_id: String(user.id),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { last_login_at: new Date().toISOString() },
    req,
  })
  return user
}
