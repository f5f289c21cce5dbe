import 'server-only'

import type { Payload } from 'payload'
import {
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible'

import { getPayloadClient } from '../payload'
import { ApiError } from './http'
import { queryRows } from './sql'

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
  /** Failed sign-ins per client (the per-account lockout is Payload's). */
  loginFailures: () => ({
    points: envNumber('RATE_LIMIT_LOGIN_FAILURES_PER_10_MIN', 20),
    duration: TEN_MINUTES,
  }),
}

const limiters = new Map<string, DatabaseRateLimiter>()

async function limiter(name: keyof typeof limits) {
  const payload = await getPayloadClient()
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
export async function consume(name: keyof typeof limits, client: string): Promise<void> {
  try {
    await (await limiter(name)).consume(client)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error)
    throw error
  }
}

/** Refuses a client already over a limit, without counting this request. */
export async function ensureUnder(name: keyof typeof limits, client: string): Promise<void> {
  const found = await limiter(name)
  const res = await found.get(client)
  if (res && res.consumedPoints >= found.points) throw tooMany(res)
}

/** Counts one event (e.g. a failed sign-in) without refusing the current request. */
export async function penalise(name: keyof typeof limits, client: string): Promise<void> {
  await (await limiter(name)).penalty(client)
}

/**
 * The client's address: the first X-Forwarded-For entry. This assumes the site runs
 * behind a reverse proxy that sets that header to the connecting address (overwriting
 * whatever the client sent); Next's own server fills it with the socket's address when
 * no proxy is in front. Without either, all clients share one fallback identity.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const address = forwarded || req.headers.get('x-real-ip')?.trim()
  return address ? address.slice(0, 100) : 'unknown'
}
