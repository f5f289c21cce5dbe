import type { Payload } from 'payload'
import {
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible'

import { PRAYER_WALL } from '../../lib/contract/limits'

import { readClientAddress } from '../http/clientAddress.mjs'
import { ApiError } from './errors'
import { queryRows } from '@/platform/payload/sql'

/**
 * Rate-limit counters live in the site's own database, so that every app instance
 * behind the proxy shares them. The table is not one of Payload's collections; its
 * migration is `*_rate_limits_and_email_queue` in src/migrations/<adapter>.
 */
const TABLE = 'api_rate_limits'

type StoredCounter = { points: number; expire: number | null }

/**
 * The base class of rate-limiter-flexible's database stores. Its README documents the
 * store contract used below (a store extends `RateLimiterStoreAbstract` and implements
 * `_upsert`, `_get`, `_delete` and `_getRateLimiterRes`) and its types declare the class,
 * but version 11.4 does not export it from the package's entry point
 * (animir/node-rate-limiter-flexible#149). Its exported stores are declared as its direct
 * subclasses, so the class is taken from one of them rather than from a file inside the
 * package. None of the exported stores fits as it is: `RateLimiterPostgres` would need a
 * column named `key` and `RateLimiterSQLite` takes sqlite3 or better-sqlite3 handles, not
 * the libsql client of Payload's SQLite adapter; `RateLimiterDrizzle` imports its own
 * `drizzle-orm`, which only Payload's adapters ship here.
 */
const RateLimiterStore = Object.getPrototypeOf(
  RateLimiterPostgres,
) as typeof RateLimiterStoreAbstract
if (typeof RateLimiterStore.prototype?.deleteInMemoryBlockedAll !== 'function') {
  throw new Error('rate-limiter-flexible: RateLimiterPostgres no longer extends its store class')
}

/** A rate-limiter-flexible store on Payload's database, with one atomic upsert. */
class DatabaseRateLimiter extends RateLimiterStore {
  constructor(
    private readonly payload: Payload,
    options: { keyPrefix: string; points: number; duration: number },
  ) {
    super({ ...options, storeClient: payload })
  }

  _getRateLimiterRes(_key: string, changedPoints: number, counter: StoredCounter) {
    const points = Number(counter.points)
    return new RateLimiterRes(
      Math.max(this.points - points, 0),
      counter.expire === null ? -1 : Math.max(Number(counter.expire) - Date.now(), 0),
      points,
      points === changedPoints,
    )
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false) {
    const now = Date.now()
    const expire = msDuration > 0 ? now + msDuration : null
    const [row] = await queryRows<StoredCounter>(this.payload, (sql) => {
      const table = sql.raw(TABLE)
      const expired = sql`${table}.expire IS NOT NULL AND ${table}.expire <= ${now}`
      const update = forceExpire
        ? sql`points = ${points}, expire = ${expire}`
        : sql`points = CASE WHEN ${expired} THEN ${points} ELSE ${table}.points + ${points} END,
              expire = CASE WHEN ${expired} THEN ${expire} ELSE ${table}.expire END`
      return sql`INSERT INTO ${table} (rl_key, points, expire) VALUES (${key}, ${points}, ${expire})
        ON CONFLICT (rl_key) DO UPDATE SET ${update}
        RETURNING points, expire`
    })
    return row
  }

  async _get(key: string) {
    const [row] = await queryRows<StoredCounter>(
      this.payload,
      (sql) =>
        sql`SELECT points, expire FROM ${sql.raw(TABLE)}
          WHERE rl_key = ${key} AND (expire IS NULL OR expire > ${Date.now()})`,
    )
    return row ?? null
  }

  async _delete(key: string) {
    const rows = await queryRows<{ rl_key: string }>(
      this.payload,
      (sql) => sql`DELETE FROM ${sql.raw(TABLE)} WHERE rl_key = ${key} RETURNING rl_key`,
    )
    return rows.length > 0
  }
}

const TEN_MINUTES = 10 * 60

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** The limits; each can be raised by an environment variable (e.g. for load benches). */
export const limits = {
  /** Contact, prayer and newsletter posts per client. */
  forms: () => ({ points: envNumber('RATE_LIMIT_FORMS_PER_10_MIN', 10), duration: TEN_MINUTES }),
  /** Failed sign-ins per client, whatever the account (src/server/api/signInGuard.ts). */
  loginFailures: () => ({
    points: envNumber('RATE_LIMIT_LOGIN_FAILURES_PER_10_MIN', 20),
    duration: TEN_MINUTES,
  }),
  /** Failed sign-ins per account from one client: binds the guesser, not the account. */
  accountFailures: () => ({
    points: envNumber('RATE_LIMIT_ACCOUNT_FAILURES_PER_10_MIN', 5),
    duration: TEN_MINUTES,
  }),
  /** Password-reset requests per client (Payload's forgot-password). */
  passwordResets: () => ({
    points: envNumber('RATE_LIMIT_PASSWORD_RESETS_PER_10_MIN', 5),
    duration: TEN_MINUTES,
  }),
  /**
   * Test copies of a newsletter per person (api/newsletters.ts): each goes to the person's own
   * address, and no more than this an hour.
   */
  testSends: () => ({
    points: envNumber('RATE_LIMIT_TEST_SENDS_PER_HOUR', 10),
    duration: 60 * 60,
  }),
  /** Newsletter confirmation emails per address (api/newsletter.ts). */
  confirmationEmails: () => ({ points: 1, duration: TEN_MINUTES }),
  /** "I prayed" presses per client (src/server/prayerWall/prayed.ts). */
  prayers: () => ({
    points: envNumber('RATE_LIMIT_PRAYERS_PER_10_MIN', PRAYER_WALL.pressesPer10Minutes),
    duration: TEN_MINUTES,
  }),
  /**
   * The mark of a visitor's prayer for one request on one Dallas day (its key names all three):
   * only the first press of that day counts.
   */
  prayedToday: () => ({ points: 1, duration: 2 * 24 * 60 * 60 }),
}

const limiters = new Map<string, DatabaseRateLimiter>()

/** The limiter of one limit, on the caller's Payload instance (a hook hands in its request's). */
function limiter(name: keyof typeof limits, payload: Payload) {
  const { points, duration } = limits[name]()
  const id = `${name}:${points}:${duration}`
  let found = limiters.get(id)
  if (!found) {
    found = new DatabaseRateLimiter(payload, { keyPrefix: name, points, duration })
    limiters.set(id, found)
  }
  return found
}

const tooMany = (res: RateLimiterRes) =>
  new ApiError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))),
  })

/** Counts one request of a client against a limit; 429 once it is used up. */
export async function consume(
  name: keyof typeof limits,
  client: string,
  payload: Payload,
): Promise<void> {
  try {
    await limiter(name, payload).consume(client)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error)
    throw error
  }
}

/** Forgets a client's count (e.g. the request it counted failed before doing anything). */
export async function forgive(
  name: keyof typeof limits,
  client: string,
  payload: Payload,
): Promise<void> {
  await limiter(name, payload).delete(client)
}

/** Gives back one counted request (e.g. a sign-in attempt that turned out right). */
export async function refund(
  name: keyof typeof limits,
  client: string,
  payload: Payload,
): Promise<void> {
  await limiter(name, payload).reward(client, 1)
}

const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/**
 * For callers that answer in another shape than the API's (Payload's REST and GraphQL):
 * the seconds a client must wait because it is over a limit, or 0. With `count`, this
 * request is counted first.
 */
export async function secondsToWait(
  name: keyof typeof limits,
  client: string,
  { payload, count = false }: { payload: Payload; count?: boolean },
): Promise<number> {
  const found = limiter(name, payload)
  if (count) {
    try {
      await found.consume(client)
      return 0
    } catch (error) {
      if (error instanceof RateLimiterRes) return secondsLeft(error)
      throw error
    }
  }
  const res = await found.get(client)
  return res && res.consumedPoints >= found.points ? secondsLeft(res) : 0
}

/**
 * The client's address, as decided by the server from the connection and TRUST_PROXY
 * before Next saw the request (src/platform/http/clientAddress.mjs); never a header value
 * the client chose.
 */
export function clientAddress(req: { headers: Request['headers'] }): string {
  return readClientAddress(req.headers)
}
