import {
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { passwordMatches, storedPassword } from '../../src/server/api/passwords'
import {
  countSignInAttempt,
  PASSWORD_RESETS_REFUSED,
  passwordResetWait,
  SIGN_IN_REFUSED,
  type SignInAttempt,
  signInSucceeded,
} from '../../src/server/api/signInGuard'
import { RequestRefused } from './requestRefused'

const refused = (message: string, retryAfter: number) =>
  new RequestRefused(message, 429, { retryAfter })

/** Where the attempt counted before the password check waits for its outcome. */
const ATTEMPT = 'signInAttempt'

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
 * Password-reset requests are counted per client as well.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const { username, password } = (args.data ?? {}) as { username?: unknown; password?: unknown }
    // A missing field is left to Payload's own validation answer.
    if (typeof username !== 'string' || !username.trim()) return args
    if (typeof password !== 'string' || !password.trim()) return args
    const counted = await countSignInAttempt(req.payload, req, username)
    if (!('attempt' in counted)) throw refused(SIGN_IN_REFUSED, counted.retryAfter)
    const account = await storedPassword(req.payload, { username: username.trim().toLowerCase() })
    if (!account) {
      await passwordMatches(null, password)
      throw new AuthenticationError(req.t, true)
    }
    req.context[ATTEMPT] = counted.attempt
    return args
  }
  if (operation === 'forgotPassword') {
    const retryAfter = await passwordResetWait(req.payload, req)
    if (retryAfter > 0) throw refused(PASSWORD_RESETS_REFUSED, retryAfter)
  }
  return args
}

/** After a right password: the attempt counted by `guardSignIn` is not a failure. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[ATTEMPT] as SignInAttempt | undefined
  if (attempt) await signInSucceeded(req.payload, attempt)
  return user
}
