import { APIError, AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import {
  checkPassword,
  PASSWORD_RESETS_REFUSED,
  passwordResetWait,
  SIGN_IN_REFUSED,
} from '../../src/server/api/signInGuard'

const refused = (message: string, retryAfter: number) =>
  new APIError(message, 429, { retryAfter }, true)

/**
 * Every way into an account goes through Payload's login operation: the site's
 * /api/admin/login (Local API), Payload's REST `POST /cms-api/users/login` (its own panel's
 * sign-in form) and the GraphQL `loginUser` mutation. This hook runs first in each of them and
 * checks the password under the site's sign-in limits (src/server/api/signInGuard.ts): a
 * client over a limit is refused with 429, a wrong password or unknown username ends here
 * with Payload's 401, and only a right password goes on to Payload, which checks it again
 * and signs the user in. Password-reset requests are counted per client as well.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const { username, password } = (args.data ?? {}) as { username?: unknown; password?: unknown }
    // A missing field is left to Payload's own validation answer.
    if (typeof username !== 'string' || !username.trim()) return args
    if (typeof password !== 'string' || !password.trim()) return args
    const verdict = await checkPassword(req.payload, req, { username, password })
    if (verdict.ok) return args
    if (verdict.retryAfter > 0) throw refused(SIGN_IN_REFUSED, verdict.retryAfter)
    throw new AuthenticationError(req.t, true)
  }
  if (operation === 'forgotPassword') {
    const retryAfter = await passwordResetWait(req.payload, req)
    if (retryAfter > 0) throw refused(PASSWORD_RESETS_REFUSED, retryAfter)
  }
  return args
}
