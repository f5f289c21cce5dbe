import 'server-only'

import { setTimeout as sleep } from 'node:timers/promises'

import { createLocalReq, type Payload } from 'payload'

import { forgotPasswordBody, passwordResetBody } from '@/lib/contract/schemas'
import type { User } from '@/payload-types'

import { recordAudit } from '../../../collections/hooks/audit'
import { inPayloadTransaction } from '@/platform/payload/transactions'
import { isPostgres, queryRowsIn } from '@/platform/payload/sql'
import { sendPasswordLink } from '../people/passwordLinks'
import { getPayloadClient } from '@/platform/payload/client'
import { originFor } from '@/platform/site/siteUrl'
import { ApiError } from '@/platform/api/errors'
import { json, readBody } from '@/platform/api/http'
import { clientAddress, refund, secondsToWait } from '@/platform/api/rateLimit'
import { PASSWORD_RESETS_REFUSED, passwordResetWait, RESET_COUNTED } from './signInGuard'

/**
 * A forgotten password: `forgotPassword` emails a one-hour link (src/server/people/passwordLinks.ts)
 * to the account named by username or email, and answers the same whether there is one or
 * not; `resetPassword` takes the link's token (a reset's, or an invitation's) and the new
 * password.
 */

export const FORGOT_PASSWORD_ANSWER =
  'If an account matches what you entered and has an email address, a link to choose a new password is on its way to it. The link works for 1 hour.'
export const PASSWORD_SET = 'Your new password is set. You can sign in with it now.'
export const LINK_REFUSED =
  'This link does not work: it has expired, has been used already, or is not complete. Ask for a new one from the sign-in page.'
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * The time every forgot-password answer takes, at least. Issuing a link writes to the database
 * and queues an email (a few tens of milliseconds); finding no account does neither. Each answer
 * waits until this long after its request arrived, so that its time does not tell whether the
 * account exists (tests/int/api/passwordReset.test.ts compares the two).
 */
export const FORGOT_ANSWER_MS = 400

/** The active accounts a username or an email address names (an email may serve several). */
async function accountsNamed(payload: Payload, usernameOrEmail: string): Promise<User[]> {
  const field = usernameOrEmail.includes('@') ? 'email' : 'username'
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ [field]: { equals: usernameOrEmail } }, { active: { not_equals: false } }] },
    limit: 10,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * `POST /api/admin/password/forgot`: 202 with the same words, in the same time, for every
 * request within the limit (5 per client in 10 minutes, as Payload's own forgot-password).
 */
export async function forgotPassword(request: Request): Promise<Response> {
  const arrived = performance.now()
  const payload = await getPayloadClient()
  const wait = await passwordResetWait(payload, request)
  if (wait > 0) {
    throw new ApiError(429, PASSWORD_RESETS_REFUSED, undefined, { 'Retry-After': String(wait) })
  }
  const { username_or_email } = await readBody(request, forgotPasswordBody)
  for (const account of await accountsNamed(payload, username_or_email)) {
    const req = await createLocalReq({ req: { headers: request.headers } }, payload)
    // The site's own reset: Payload's reset operation is closed to anything else.
    req.context[RESET_COUNTED] = true
    await inPayloadTransaction(req, () =>
      sendPasswordLink(payload, account, 'reset', { origin: originFor(request), req }),
    )
  }
  const left = arrived + FORGOT_ANSWER_MS - performance.now()
  if (left > 0) await sleep(left)
  return json({ success: true, message: FORGOT_PASSWORD_ANSWER }, 202)
}

/**
 * SQLite: one reset at a time in this process (its one server), so that two uses of one link
 * at once cannot both find it valid; PostgreSQL locks the account's row instead.
 */
let resetsQueue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (isPostgres(payload)) return work()
  const run = resetsQueue.then(work, work)
  resetsQueue = run.catch(() => undefined)
  return run
}

/**
 * `POST /api/admin/password/reset`: sets the new password of the account whose link this is,
 * once: the link then stops working, and so does every session of the account. Counted like
 * a sign-in (20 failures per client in 10 minutes), so that links cannot be guessed; a reset
 * that succeeds gives its count back. Not a sign-in: the person signs in afterwards.
 */
export async function resetPassword(request: Request): Promise<Response> {
  const body = await readBody(request, passwordResetBody)
  const payload = await getPayloadClient()
  const address = clientAddress(request)
  const wait = await secondsToWait('loginFailures', address, { payload, count: true })
  if (wait > 0)
    throw new ApiError(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(wait) })
  const req = await createLocalReq({ req: { headers: request.headers } }, payload)
  // The site's own reset: Payload's reset operation is closed to anything else.
  req.context[RESET_COUNTED] = true
  await oneAtATime(payload, () =>
    inPayloadTransaction(req, async () => {
      const [row] = await queryRowsIn<{ id: number }>(
        req,
        (sql, dialect) => sql`SELECT id FROM users
          WHERE reset_password_token = ${body.token}
            AND reset_password_expiration > ${new Date().toISOString()}
            AND active IS NOT FALSE
          ${dialect === 'postgres' ? sql`FOR UPDATE` : sql``}`,
      )
      if (!row) throw new ApiError(400, LINK_REFUSED)
      const account = (await payload.db.findOne({
        collection: 'users',
        where: { id: { equals: row.id } },
        req,
      })) as User
      await payload.resetPassword({
        collection: 'users',
        data: { token: body.token, password: body.new_password },
        overrideAccess: true,
        req,
      })
      // Payload signs the person in after a reset and records it as their last sign-in; here
      // they sign in themselves afterwards, so neither that session nor that time is kept.
      await queryRowsIn(req, (sql) => sql`DELETE FROM users_sessions WHERE _parent_id = ${row.id}`)
      await queryRowsIn(
        req,
        (sql) =>
          sql`UPDATE users SET last_login_at = ${account.last_login_at ?? null} WHERE id = ${row.id}`,
      )
      await recordAudit(
        payload,
        {
          action: 'password_reset',
          entity: 'users',
          entity_id: account.id,
          fields: ['password'],
          user_id: account.id,
          username: account.username,
        },
        req,
      )
    }),
  )
  await refund('loginFailures', address, payload)
  return json({ success: true, message: PASSWORD_SET })
}
