import 'server-only'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

import { inTransaction, withTransactionSlot } from '@/platform/payload/transactions'
import { isPostgres } from '@/platform/payload/sql'
import { withEventLocked } from './eventLock'
import { DESK } from './ledger'

type Id = number | string

/** Who makes a change: the signed-in person (the office), or a visitor; and their request's headers. */
export type DeskCaller = { user?: (User & { collection: 'users' }) | null; headers?: Headers }

/**
 * Runs one change of an event's registrations (`work`) with the event to itself
 * (./eventLock.ts) and answers only for what is stored:
 *
 * - PostgreSQL: in one transaction that locks the event's row first; the registration, its
 *   hooks (audit entry, cache expiry) and its queued emails commit together, and the call
 *   resolves only once COMMIT has succeeded (src/platform/payload/transactions.ts, `inTransaction`).
 *   Transactions wait for one of the pool's slots, as the forms' do, so that a burst of
 *   registrations queues in order instead of taking every connection.
 * - SQLite: in the event's turn in this process, each write committed as it is made.
 *
 * `work` gets the request to hand to every Local API call: it carries the transaction, the
 * person (for the audit log) and the desk's mark, which the collections' hooks leave alone.
 */
export async function atEventDesk<T>(
  payload: Payload,
  eventId: Id,
  caller: DeskCaller,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const open = (transactionID?: number | string) =>
    createLocalReq(
      {
        req: { ...(transactionID ? { transactionID } : {}), headers: caller.headers },
        user: caller.user ?? undefined,
        context: { [DESK]: true },
      },
      payload,
    )
  if (!isPostgres(payload)) {
    const req = await open()
    return withEventLocked(req, eventId, () => work(req))
  }
  return withTransactionSlot(() =>
    inTransaction(payload, async (partial) => {
      const req = await open(partial.transactionID as string)
      return withEventLocked(req, eventId, () => work(req))
    }),
  )
}
