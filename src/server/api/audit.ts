import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { addDays, startOfChurchDay } from '@/lib/churchClock'
import { auditQuery, type AuditQuery } from '@/lib/contract/schemas'
import type { AuditEntryJson } from '@/lib/contract/types'

import { type AuditEntry, recordAudit } from '../../../collections/hooks/audit'
import { serializeAuditEntry } from '../data/serializers'
import type { AdminUser } from '@/platform/api/auth'
import { parseWith, validationFailed } from '@/platform/api/errors'

/** The query of `GET /api/admin/audit`; an empty parameter counts as absent. */
export function parseAuditQuery(req: Request): AuditQuery {
  const params = new URL(req.url).searchParams
  const input: Record<string, string> = {}
  for (const name of ['limit', 'before', 'user', 'entity', 'action', 'from', 'to']) {
    const value = params.get(name)
    if (value !== null && value !== '') input[name] = value
  }
  return parseWith(auditQuery, input)
}

/**
 * One page of the audit log, newest first (by time, then id, so that entries of the same
 * instant keep one order and a page never repeats or skips one), read as the person asking.
 */
export async function auditEntries(
  payload: Payload,
  user: AdminUser,
  query: AuditQuery,
): Promise<AuditEntryJson[]> {
  const and: Where[] = []
  if (query.user) and.push({ username: { equals: query.user } })
  if (query.entity) and.push({ entity: { equals: query.entity } })
  if (query.action) and.push({ action: { equals: query.action } })
  if (query.from) {
    and.push({ createdAt: { greater_than_equal: startOfChurchDay(query.from).toISOString() } })
  }
  if (query.to) {
    and.push({ createdAt: { less_than: startOfChurchDay(addDays(query.to, 1)).toISOString() } })
  }
  if (query.before) and.push(await olderThan(payload, user, query.before))
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: and.length ? { and } : {},
    sort: ['-createdAt', '-id'],
    limit: query.limit,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map(serializeAuditEntry)
}

/** The entries a `before` cursor leaves: older than the instant, or than the entry named. */
async function olderThan(
  payload: Payload,
  user: AdminUser,
  before: NonNullable<AuditQuery['before']>,
): Promise<Where> {
  if ('at' in before) return { createdAt: { less_than: before.at } }
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { id: { equals: before.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const entry = docs[0]
  if (!entry) {
    throw validationFailed([{ field: 'before', message: 'before names no audit entry' }])
  }
  return {
    or: [
      { createdAt: { less_than: entry.createdAt } },
      { and: [{ createdAt: { equals: entry.createdAt } }, { id: { less_than: entry.id } }] },
    ],
  }
}

/**
 * The entry of something a person did through /api that writes nothing through Payload (an
 * export, statements emailed): recorded with their name and the client's address, as the
 * hooks record a change.
 */
export function recordRequestAudit(
  req: Request,
  { payload, user }: { payload: Payload; user: AdminUser },
  entry: AuditEntry,
) {
  const request: Partial<PayloadRequest> = { headers: req.headers, user, payload }
  return recordAudit(payload, entry, request)
}
