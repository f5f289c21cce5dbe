import { randomUUID } from 'node:crypto'

import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs several Local API calls given `req` as one write: on PostgreSQL in one transaction,
 * rolled back when any of them fails (SQLite: Payload writes without transactions, each call
 * by itself). Payload's own transaction calls, for an administrator's action; a visitor's
 * submission, which must know that COMMIT succeeded, uses `inTransaction` below instead.
 */
export async function inPayloadTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
): Promise<T> {
  const shouldCommit = await initTransaction(req)
  try {
    const result = await work()
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

type AnyDrizzle = { transaction: <T>(work: (tx: unknown) => Promise<T>) => Promise<T> }
type Sessions = Record<
  string,
  { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
>

/**
 * Runs `work` in one PostgreSQL transaction and resolves only once COMMIT has succeeded,
 * so that an error always means nothing was stored. Payload's Local API calls given `req`
 * join the transaction: they look its id up in `payload.db.sessions`, the adapter's
 * registry of open transactions (declared on Payload's `BaseDatabaseAdapter`).
 *
 * Payload's own transaction API (`req.transactionID` from `initTransaction`, then
 * `commitTransaction`) cannot give that guarantee, because none of it reports a COMMIT that
 * failed (PostgreSQL restarting at that moment): the visitor would be told "sent" for a
 * message that was never stored. Upstream: payloadcms/payload#17726 (open; with it, this
 * becomes `initTransaction` / `commitTransaction`). In Payload 3.90 (@payloadcms/drizzle):
 * `payload.db.beginTransaction` runs drizzle's `transaction()` with a `.catch()` that
 * swallows whatever the transaction ends with once it has begun, so the promise its
 * session's `resolve()` returns always fulfils; `payload.db.commitTransaction` awaits that
 * `resolve()` and, should it throw, calls the session's `reject()` and returns normally;
 * `commitTransaction(req)` from 'payload' only calls it, and `initTransaction` and
 * `killTransaction` are the same begin and rollback. So the transaction is opened here
 * with the adapter's drizzle `transaction()`, which rejects when COMMIT fails, and is
 * registered under an id for the Local API the way `beginTransaction` registers its own.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const db = payload.db as unknown as { drizzle: AnyDrizzle; sessions: Sessions }
  // A connection that PostgreSQL ends mid-transaction (a restart) fails the query running on
  // it; the 'error' its client also emits is heard by the pool's watch (ops/databasePool.ts).
  return db.drizzle.transaction(async (tx) => {
    const transactionID = randomUUID()
    // Commit and rollback belong to drizzle's `transaction` around this function.
    const nothing = async () => undefined
    db.sessions[transactionID] = { db: tx, resolve: nothing, reject: nothing }
    try {
      return await work({ transactionID })
    } finally {
      delete db.sessions[transactionID]
    }
  })
}

/**
 * Each submission holds one pooled connection for its whole transaction. A burst of posts
 * (200 at once) would otherwise take every connection and leave the rest waiting on the pool,
 * whose 5 s wait ends in a 503; here they wait their turn in order instead, and half the pool
 * stays free for page and API reads.
 */
const TRANSACTION_SLOTS = Math.max(1, Math.floor(Number(process.env.DATABASE_POOL_MAX || 10) / 2))
let transactionsRunning = 0
const waitingForSlot: (() => void)[] = []

export async function withTransactionSlot<T>(work: () => Promise<T>): Promise<T> {
  if (transactionsRunning >= TRANSACTION_SLOTS) {
    await new Promise<void>((resolve) => waitingForSlot.push(resolve))
  } else {
    transactionsRunning += 1
  }
  try {
    return await work()
  } finally {
    const next = waitingForSlot.shift()
    // The slot passes straight to the next submission; otherwise it is freed.
    if (next) next()
    else transactionsRunning -= 1
  }
}
