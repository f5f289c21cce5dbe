import type {
  Access,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
  Where,
} from 'payload'

import { isActivePerson, isAdmin } from './'

/**
 * Payload's document locks (`payload-locked-documents`), which its panel takes while a person
 * edits a document or global and which answer 423 to anyone else's save: a person locks only
 * what they may change, in their own name, and lists, renews or removes only their own locks.
 * Administrators see and remove every lock (a stale one left by someone else).
 */

type Relation = { relationTo?: string; value?: unknown } | null | undefined

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value

/** Whether `relation` names `req`'s person (a lock's `user`). */
function isOwn(req: PayloadRequest, relation: Relation): boolean {
  if (!relation || relation.relationTo !== 'users') return false
  return String(idOf(relation.value)) === String(req.user?.id)
}

/** Whether the person may change the document or global a lock would name. */
async function mayChange(req: PayloadRequest, data: Record<string, unknown>): Promise<boolean> {
  const globalSlug = data.globalSlug
  const document = data.document as Relation
  if (typeof globalSlug === 'string' && globalSlug) {
    if (document) return false
    const global = req.payload.config.globals.find((candidate) => candidate.slug === globalSlug)
    return Boolean(global && (await global.access.update?.({ req, data: {} })))
  }
  const slug = document?.relationTo
  const id = idOf(document?.value)
  const collections = req.payload.collections as Record<
    string,
    { config: SanitizedCollectionConfig }
  >
  const collection = slug ? collections[slug] : undefined
  if (!collection || (typeof id !== 'string' && typeof id !== 'number')) return false
  const allowed = await collection.config.access.update?.({ req, id: id as number, data: {} })
  if (!allowed) return false
  const where: Where = { id: { equals: id } }
  const { totalDocs } = await req.payload.count({
    collection: slug as never,
    where: allowed === true ? where : { and: [where, allowed as Where] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 1
}

const ownLocks = (req: PayloadRequest): Where | boolean => {
  if (!isActivePerson(req.user)) return false
  if (isAdmin({ req })) return true
  return { 'user.value': { equals: req.user!.id } }
}

const create: Access = async ({ req, data }) =>
  isActivePerson(req.user) &&
  isOwn(req, (data as { user?: Relation })?.user) &&
  (await mayChange(req, data ?? {}))

const update: Access = async ({ req, data }) => {
  const own = ownLocks(req)
  if (!own || !data) return own
  if ('user' in data && !isOwn(req, data.user as Relation)) return false
  if (('document' in data || 'globalSlug' in data) && !(await mayChange(req, data))) return false
  return own
}

const readOrDelete: Access = ({ req }) => ownLocks(req)

/** Gives Payload's lock collection these rules (it is added by Payload, after the plugins). */
export function guardLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find(({ slug }) => slug === 'payload-locked-documents')
  if (locks) {
    locks.access = { ...locks.access, create, update, read: readOrDelete, delete: readOrDelete }
  }
  return config
}
