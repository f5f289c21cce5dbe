import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { passwordMatches } from './passwords'
import { ApiError } from '@/platform/api/errors'
import { clientAddress, forgive, refund, secondsToWait } from '@/platform/api/rateLimit'

/**
 * The one answer to a client over a sign-in limit, whichever limit it is, so that it tells
 * nothing about the account.
 */
export const SIGN_IN_REFUSED =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.'

export const PASSWORD_RESETS_REFUSED =
  'Too many password-reset requests. Please wait a few minutes and try again.'

/** Payload compares usernames trimmed and in lower case; so do the counters. */
const accountName = (username: string) => username.trim().toLowerCase()

/** One counter per account and client address, its key short whatever the username's length. */
const accountAtAddress = (account: string, address: string) =>
  `${createHash('sha256').update(account).digest('hex').slice(0, 20)}@${address}`

/** The counters one sign-in attempt is counted against. */
export type SignInAttempt = { address: string; pair: string }

/**
 * Counts a sign-in attempt before any password is checked, under two limits:
 *
 * - per client address, whatever the account (`loginFailures`, 20 per 10 minutes): guessing
 *   across many usernames or accounts from one place stops;
 * - per account from that address (`accountFailures`, 5 per 10 minutes): guessing one
 *   account's password stops for the guesser, while the account itself is never locked, so
 *   its owner, from an address without those failures, still signs in.
 *
 * Each count is one atomic increment in the database, and only an attempt that finds its
 * count within both limits may go on to a password check; a right password gives its count
 * back (`signInSucceeded`). So attempts sent all at once meet the same limits as attempts
 * sent one after another: of 30 parallel guesses at one account, 5 are checked.
 *
 * Returns the attempt (to give back on success), or the seconds to wait.
 */
export async function countSignInAttempt(
  payload: Payload,
  request: { headers: Request['headers'] },
  username: string,
): Promise<{ attempt: SignInAttempt; retryAfter: 0 } | { retryAfter: number }> {
  const address = clientAddress(request)
  const pair = accountAtAddress(accountName(username), address)
  const addressWait = await secondsToWait('loginFailures', address, { payload, count: true })
  if (addressWait > 0) return { retryAfter: addressWait }
  const pairWait = await secondsToWait('accountFailures', pair, { payload, count: true })
  if (pairWait > 0) return { retryAfter: pairWait }
  return { attempt: { address, pair }, retryAfter: 0 }
}

/**
 * A right password: the attempt is not a failure. Its address count is given back, and the
 * account's failures from that address are forgotten (its owner got in).
 */
export async function signInSucceeded(payload: Payload, attempt: SignInAttempt) {
  await Promise.all([
    refund('loginFailures', attempt.address, payload),
    forgive('accountFailures', attempt.pair, payload),
  ])
}

/**
 * Checks a password that the caller already holds the stored hash of (the current password of
 * a password change), counted first like a sign-in. `retryAfter` > 0: refused without a check.
 */
export async function checkPassword(
  payload: Payload,
  request: { headers: Request['headers'] },
  {
    username,
    password,
    stored,
  }: {
    username: string
    password: string
    stored: { hash?: string | null; salt?: string | null } | null
  },
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const counted = await countSignInAttempt(payload, request, username)
  if (!('attempt' in counted)) return { ok: false, retryAfter: counted.retryAfter }
  if (!(await passwordMatches(stored, password))) return { ok: false, retryAfter: 0 }
  await signInSucceeded(payload, counted.attempt)
  return { ok: true }
}

/**
 * Set in `req.context` by the site's own calls of Payload's forgot-password (a reset asked on
 * the site, counted there; an administrator's invitation), which the guard does not count again.
 */
export const RESET_COUNTED = 'passwordResetCounted'

/** Counts a password-reset request (Payload's forgot-password); the seconds to wait, or 0. */
export function passwordResetWait(payload: Payload, request: { headers: Request['headers'] }) {
  return secondsToWait('passwordResets', clientAddress(request), { payload, count: true })
}

/** The /api answer to a client over a sign-in limit. */
export const signInRefused = (retryAfter: number) =>
  new ApiError(429, SIGN_IN_REFUSED, undefined, { 'Retry-After': String(retryAfter) })
