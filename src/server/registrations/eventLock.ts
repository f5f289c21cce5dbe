import type { PayloadRequest } from 'payload'

import { isPostgres, queryRowsIn } from '@/platform/payload/sql'

type Id = number | string

/**
 * One registration desk per event: whatever changes an event's registrations (a new one, a
 * cancellation, a promotion from the waiting list, the office's change) runs with the event to
 * itself, so that it counts the seats taken and the waiting list from the rows as they are and
 * writes its change before the next one counts.
 *
 * - PostgreSQL: `SELECT ... FOR UPDATE` on the event's row in the request's transaction,
 *   held until that transaction ends, on every instance alike. The caller opens the
 *   transaction (src/server/registrations/desk.ts; a Payload operation's own in the hooks).
 * - SQLite: Payload writes there without transactions, and a site on SQLite is one server
 *   (docs/deployment.md: the file cannot be shared by several), whose writes SQLite itself
 *   puts one after another: the changes of one event wait their turn in the server's
 *   process, in the order they came.
 */
export async function withEventLocked<T>(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  eventId: Id,
  work: () => Promise<T>,
): Promise<T> {
  if (isPostgres(req.payload)) {
    if (!req.transactionID) throw new Error('An event is locked in a transaction only')
    await queryRowsIn(req, (sql) => sql`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`)
    return work()
  }
  return inTurn(String(eventId), work)
}

// The queues of the process (one object however many copies of this module a build holds).
const QUEUES = Symbol.for('church.registrationQueues')
const holder = globalThis as { [QUEUES]?: Map<string, Promise<void>> }
const queues = (holder[QUEUES] ??= new Map())

async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  let done!: () => void
  const mine = new Promise<void>((resolve) => (done = resolve))
  const tail = before.then(() => mine)
  queues.set(key, tail)
  await before
  try {
    return await work()
  } finally {
    done()
    if (queues.get(key) === tail) queues.delete(key)
  }
}
