import type {
  CollectionBeforeChangeHook,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import type { AuditAction } from '../../src/lib/contract/audit'
import { readClientAddress } from '../../src/platform/http/clientAddress.mjs'

export type AuditEntry = {
  action: AuditAction
  entity?: string
  entity_id?: string | number | null
  fields?: string[]
  /** Who, when it is not the request's signed-in person (a failed sign-in names the username tried). */
  user_id?: number | null
  username?: string | null
}

/**
 * The address of the visitor a server write is made for (a public form's submission), in the
 * write's `req.context`, for the audit entry when the write's request carries no client of
 * its own.
 */
export const AUDIT_CLIENT_ADDRESS = 'auditClientAddress'

/** Collections whose rows the server writes for itself (mail sent, statement deliveries, newsletter copies): not changes of a person's. */
export const UNAUDITED = new Set([
  'audit-log',
  'email-deliveries',
  'statement-deliveries',
  'newsletter-recipients',
])

/** Fields Payload or the server keeps up to date on its own: never "changed" by a person. */
const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sessions',
  'last_login_at',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'hash',
  'salt',
  'sizes',
  'globalType',
  // A registration's uniqueness key (event and email), kept with its status.
  'active_key',
  // A prayer request's stamps, set with its status or the wall (collections/hooks/prayerWall.ts).
  'approved_at',
  'completed_at',
  'shared_at',
])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The names of the fields whose values differ between two versions of a record. */
export function changedFields(doc: Record<string, unknown>, previous: Record<string, unknown>) {
  const names = new Set([...Object.keys(doc), ...Object.keys(previous)])
  return [...names]
    .filter((name) => !BOOKKEEPING.has(name) && !same(doc[name], previous[name]))
    .sort()
}

/** The client a write was made for: the visitor named in its context, else its request's. */
function clientOf(req?: Partial<PayloadRequest>): string | null {
  const named = req?.context?.[AUDIT_CLIENT_ADDRESS]
  if (typeof named === 'string' && named) return named
  return req?.headers ? readClientAddress(req.headers) : null
}

/**
 * Writes one audit entry. With `req`, in the request's transaction: when the entry cannot be
 * written, the error rolls the change back with it. Without one (a failed sign-in, which
 * rolls back), in a transaction of its own.
 */
export async function recordAudit(
  payload: Payload,
  entry: AuditEntry,
  req?: Partial<PayloadRequest>,
): Promise<number | string> {
  const person = req?.user && req.user.collection === 'users' ? req.user : null
  const created = await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entity_id == null ? null : String(entry.entity_id),
      fields: entry.fields ?? null,
      user_id: entry.user_id !== undefined ? entry.user_id : ((person?.id as number) ?? null),
      username:
        entry.username !== undefined
          ? entry.username
          : ((person as { username?: string })?.username ?? null),
      ip: clientOf(req),
    },
    overrideAccess: true,
    depth: 0,
    ...(req?.transactionID !== undefined || req?.payload ? { req } : {}),
  })
  return created.id
}

/** Where a write that sets a password says so: Payload hashes it away before afterChange. */
const PASSWORD_SET = 'auditPasswordSet'

const notePassword: CollectionBeforeChangeHook = ({ collection, data, operation, req }) => {
  if (
    collection.auth &&
    operation === 'update' &&
    typeof data?.password === 'string' &&
    data.password
  ) {
    req.context[PASSWORD_SET] = true
  }
  return data
}

/**
 * What an update did, in the log's words: a role change (roles or `active`) before a password
 * change before a status change or an update, so that nothing riding with a password hides
 * behind it; the entry's fields name every change, `password` included.
 */
function updateAction(slug: string, fields: string[]): AuditAction {
  if (slug === 'users' && (fields.includes('roles') || fields.includes('active'))) {
    return 'role_change'
  }
  if (fields.includes('password')) return 'password_change'
  if (fields.length === 1 && fields[0] === 'status') return 'status_change'
  return 'update'
}

/**
 * Writes a change's entry. In a transaction (PostgreSQL) a failure rolls the change back with
 * it. Payload writes without transactions on SQLite, one server and one writer: there the
 * change is undone here before the error goes on, so that no change stays without its entry.
 */
async function recordOrUndo(req: PayloadRequest, entry: AuditEntry, undo: () => Promise<unknown>) {
  try {
    await recordAudit(req.payload, entry, req)
  } catch (error) {
    if (!(await req.transactionID)) await undo()
    throw error
  }
}

const afterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (req.context?.audit === false) return doc
  const entity = collection.slug
  if (operation === 'create') {
    await recordOrUndo(req, { action: 'create', entity, entity_id: doc.id }, () =>
      req.payload.db.deleteOne({ collection: entity, where: { id: { equals: doc.id } }, req }),
    )
    return doc
  }
  const passwordSet = req.context[PASSWORD_SET] === true
  delete req.context[PASSWORD_SET]
  const fields = [...changedFields(doc, previousDoc ?? {}), ...(passwordSet ? ['password'] : [])]
  fields.sort()
  const action =
    (req.context?.auditAction as AuditAction | undefined) ?? updateAction(entity, fields)
  // A save that changed nothing a person sees (a touch of bookkeeping) is no change.
  if (fields.length === 0 && action === 'update') return doc
  await recordOrUndo(req, { action, entity, entity_id: doc.id, fields }, () =>
    req.payload.db.updateOne({ collection: entity, id: doc.id, data: previousDoc, req }),
  )
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (req.context?.audit === false) return doc
  // Put back under its own id: a new row never takes a deleted one's id.
  await recordOrUndo(req, { action: 'delete', entity: collection.slug, entity_id: id }, () =>
    req.payload.db.create({ collection: collection.slug, data: doc, customID: id, req }),
  )
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (req.context?.audit === false) return doc
  const fields = changedFields(doc, previousDoc ?? {})
  if (fields.length > 0)
    await recordAudit(req.payload, { action: 'update', entity: global.slug, fields }, req)
  return doc
}

/** A collection that records the changes people make to it in the audit log. */
export const audited = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeChange: [...(collection.hooks?.beforeChange ?? []), notePassword],
    afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
  },
})

/**
 * Every collection (but the server's own records) and every global records its changes in the
 * audit log, whichever way they are written. `req.context.audit = false` leaves a write out
 * (the seed's first content, the server's own bookkeeping). Payload adds its jobs collection
 * after the plugins, as it does its preferences: collections/payloadCollections.ts makes both
 * `audited` once Payload has built them.
 */
export function recordChanges(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      UNAUDITED.has(collection.slug) ? collection : audited(collection),
    ),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange],
      },
    })),
  }
}
