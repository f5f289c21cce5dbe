import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { passwordMatches, storedPassword } from './auth'
import { ApiError } from './http'
import { clientAddress, forgive, penalise, secondsToWait } from './rateLimit'

/**
 * The one answer to a client over a sign-in limit, whichever limit it is, so that it tells
 * nothing about the account.
 */
export const SIGN_IN_REFUSED =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.'

export const PASSWORD_RESETS_REFUSED =
  'Too many password-reset requests. Please wait a few minutes and try again.'

/** `retryAfter` > 0: refused for that many seconds without checking the password. */
export type PasswordVerdict = { ok: true } | { ok: false; retryAfter: number }

type Stored = { hash?: string | null; salt?: string | null }

/** Payload compares usernames trimmed and in lower case; so do the counters. */
const accountName = (username: string) => username.trim().toLowerCase()

/** One counter per account and client address, its key short whatever the username's length. */
const accountAtAddress = (account: string, address: string) =>
  `${createHash('sha256').update(account).digest('hex').slice(0, 20)}@${address}`

/**
 * Checks a password for one of the sign-in paths (the /api login and Payload's REST and
 * GraphQL logins through the users collection's hook, and the current password of a
 * password change), counting failures against the client:
 *
 * - per client address, whatever the account (`loginFailures`, 20 per 10 minutes): guessing
 *   across many usernames or accounts from one place stops;
 * - per account from that address (`accountFailures`, 5 per 10 minutes): guessing one
 *   account's password stops for the guesser, while the account itself is never locked, so
 *   its owner, from an address without those failures, still signs in.
 *
 * A client over either limit is refused before any password is checked. A username that
 * does not exist costs the same work and is counted the same as a wrong password.
 */
export async function checkPassword(
  payload: Payload,
  request: { headers: Request['headers'] },
  { username, password, stored }: { username: string; password: string; stored?: Stored | null },
): Promise<PasswordVerdict> {
  const address = clientAddress(request)
  const account = accountName(username)
  const pair = accountAtAddress(account, address)
  const waits = await Promise.all([
    secondsToWait('loginFailures', address, { payload }),
    secondsToWait('accountFailures', pair, { payload }),
  ])
  const retryAfter = Math.max(...waits)
  if (retryAfter > 0) return { ok: false, retryAfter }

  const found = stored === undefined ? await storedPassword(payload, { username: account }) : stored
  if (await passwordMatches(found, password)) {
    await forgive('accountFailures', pair, payload)
    return { ok: true }
  }
  await Promise.all([
    penalise('loginFailures', address, payload),
    penalise('accountFailures', pair, payload),
  ])
  return { ok: false, retryAfter: 0 }
}

/** Counts a password-reset request (Payload's forgot-password); the seconds to wait, or 0. */
export function passwordResetWait(payload: Payload, request: { headers: Request['headers'] }) {
  return secondsToWait('passwordResets', clientAddress(request), { payload, count: true })
}

/** The /api answer to a client over a sign-in limit. */
export const signInRefused = (retryAfter: number) =>
  new ApiError(429, SIGN_IN_REFUSED, undefined, { 'Retry-After': String(retryAfter) })
