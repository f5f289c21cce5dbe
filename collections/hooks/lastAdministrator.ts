import type {
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import { isPostgres, queryRowsIn, type SqlTag } from '../../src/platform/payload/sql'
import { RequestRefused } from '../../src/platform/collections/requestRefused'

export const LAST_ADMINISTRATOR =
  'The last active administrator cannot be demoted, deactivated or removed: make someone else an administrator first'

type Account = { id: number | string; roles?: readonly string[] | null; active?: boolean | null }

const isActiveAdministrator = (account: Omit<Account, 'id'>) =>
  account.active !== false && (account.roles ?? []).includes('administrator')

/** Active administrators but `id`; the rows of `users_roles` say who holds which role. */
const othersQuery = (sql: SqlTag, id: number | string) =>
  sql`SELECT count(*) AS others FROM users u
    WHERE u.id <> ${id} AND u.active IS NOT FALSE
      AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'administrator')`

/**
 * How many active administrators there are besides `id`, counted so that no other change can
 * take one away between this count and the write it guards:
 *
 * - PostgreSQL: in the write's own transaction, after locking every row of `users` (a church
 *   has a few dozen people). Every change that takes an administrator away takes these locks
 *   first, in the same order, so two such changes run one after the other, and the second
 *   counts (in a statement of its own, which sees what the first committed) without the
 *   first's administrator.
 * - SQLite: Payload writes without transactions there, and one server uses the file, so the
 *   changes that take an administrator away run one at a time in this process: the lock is
 *   held from the count until the operation has written (`releaseAdministrators`).
 */
async function otherActiveAdministrators(req: PayloadRequest, id: number | string) {
  if (isPostgres(req.payload)) {
    await queryRowsIn(req, (sql) => sql`SELECT id FROM users ORDER BY id FOR UPDATE`)
  } else {
    await holdAdministrators(req)
  }
  const [row] = await queryRowsIn<{ others: unknown }>(req, (sql) => othersQuery(sql, id))
  return Number(row?.others ?? 0)
}

async function refuseLastAdministrator(req: PayloadRequest, id: number | string) {
  if ((await otherActiveAdministrators(req, id)) === 0) {
    // Nothing will be written: the next change of an administrator need not wait.
    release(req)
    throw new RequestRefused(LAST_ADMINISTRATOR, 409)
  }
}

/**
 * The site always keeps an active administrator: an update that takes the role from the last
 * one, or deactivates them, is refused with 409, on every path (/api, /cms-api, the panel).
 */
export const keepAnAdministrator: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc as Account
  const after = { roles: data.roles ?? before.roles, active: data.active ?? before.active }
  if (isActiveAdministrator(before) && !isActiveAdministrator(after)) {
    await refuseLastAdministrator(req, before.id)
  }
  return data
}

/** Nor is the last active administrator removed. */
export const keepAnAdministratorOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as Account | null
  if (account && isActiveAdministrator(account)) await refuseLastAdministrator(req, id)
}

// SQLite's one-at-a-time lock (see otherActiveAdministrators).

const HELD = 'administratorsLock'
const HOLDING = 'administratorsLockTaken'
/**
 * A write that fails after the count never reaches `releaseAdministrators`: its lock ends on
 * its own after this long.
 */
const LEASE_MS = 10_000
let administratorsQueue: Promise<void> = Promise.resolve()

async function holdAdministrators(req: PayloadRequest) {
  // One operation may change several people (a delete or update by query, whose documents
  // Payload takes side by side): they share one hold, taken before any of them waits.
  const holding = req.context[HOLDING] as Promise<void> | undefined
  if (holding) return holding
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const previous = administratorsQueue
  administratorsQueue = previous.then(() => released)
  const acquired = previous.then(() => {
    const lease = setTimeout(release, LEASE_MS)
    lease.unref?.()
    req.context[HELD] = () => {
      clearTimeout(lease)
      release()
    }
  })
  req.context[HOLDING] = acquired
  return acquired
}

function release(req: PayloadRequest) {
  const held = req.context[HELD] as (() => void) | undefined
  delete req.context[HOLDING]
  if (held) {
    delete req.context[HELD]
    held()
  }
}

/** The operation has written: the next change of an administrator may count. */
export const releaseAdministrators: CollectionAfterOperationHook = ({ req, result }) => {
  release(req)
  return result
}
