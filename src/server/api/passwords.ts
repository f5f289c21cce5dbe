import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Passwords: the one check of a password against a stored hash, and the default
 * administrator's. Payload's configuration uses them (the sign-in guard), so nothing here
 * imports the configuration: the Payload instance is always a parameter.
 */

const pbkdf2Async = promisify(pbkdf2)
const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * What an account that does not exist is checked against: a hash in Payload's current
 * format that no password matches, so that a wrong guess costs the same key derivation
 * (about 0.1 s) whether the username exists or not, and the time of an answer does not
 * tell which usernames exist.
 */
const NO_ACCOUNT = {
  salt: randomBytes(32).toString('hex'),
  hash: `${CURRENT_HASH_PREFIX}${'00'.repeat(32)}`,
}

/**
 * Checks a password against a user's stored salt and hash exactly as Payload's local
 * strategy does (both of its hash formats). Without a stored hash (no such user) the same
 * work is done against `NO_ACCOUNT` and the answer is false.
 *
 * Used where Payload has no call of its own: the sign-in guard (collections/hooks/guardSignIn.ts)
 * for an unknown username (Payload would answer it at once, telling that it does not exist),
 * the password change (the current password) and the login page's hint (whether `admin` still
 * has the default password). Payload 3.90 has no public call that only checks a password: its
 * check, `authenticateLocalStrategy`, is not exported from 'payload', and the public
 * `payload.login` (`loginOperation`) also acts on the account: a right password adds a
 * session to the user and runs the login hooks.
 */
export async function passwordMatches(
  stored: { hash?: string | null; salt?: string | null } | null,
  password: string,
): Promise<boolean> {
  const known = typeof stored?.hash === 'string' && typeof stored.salt === 'string'
  const { hash, salt } = known ? (stored as { hash: string; salt: string }) : NO_ACCOUNT
  const current = hash.startsWith(CURRENT_HASH_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_HASH_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2Async(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return known && actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A user's salt and hash, which Payload hides from every ordinary read. */
export async function storedPassword(
  payload: Payload,
  where: { id: number } | { username: string },
) {
  const { docs } = await payload.find({
    collection: 'users',
    where: 'id' in where ? { id: { equals: where.id } } : { username: { equals: where.username } },
    showHiddenFields: true,
    overrideAccess: true,
    limit: 1,
    depth: 0,
  })
  const doc = docs[0] as (User & { hash?: string; salt?: string }) | undefined
  return doc ? { id: doc.id, hash: doc.hash, salt: doc.salt, active: doc.active !== false } : null
}

/** The administrator a fresh install starts with (the seed), and the sign-in page's hint. */
export const DEFAULT_ADMIN_USERNAME = 'admin'
/** Its password until changed: ADMIN_PASSWORD, or the spec's default. */
export const defaultAdminPassword = () => process.env.ADMIN_PASSWORD || 'grace1961'

/**
 * Whether user `admin` still has the default password. The key derivation is slow on
 * purpose, so the verdict is remembered per stored hash: a changed password has a new
 * hash (on any instance), which is checked once and then remembered in turn.
 */
const verdictByHash = new Map<string, Promise<boolean>>()

export async function adminHasDefaultPassword(payload: Payload): Promise<boolean> {
  const stored = await storedPassword(payload, { username: DEFAULT_ADMIN_USERNAME })
  if (!stored?.hash || !stored.salt) return false
  const key = `${stored.salt}:${stored.hash}:${defaultAdminPassword()}`
  let verdict = verdictByHash.get(key)
  if (!verdict) {
    verdict = passwordMatches(stored, defaultAdminPassword())
    if (verdictByHash.size > 20) verdictByHash.clear()
    verdictByHash.set(key, verdict)
  }
  return verdict
}
