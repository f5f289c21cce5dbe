import 'server-only'

import { CONTACT_STATUSES, PRAYER_STATUSES, SPAM, valuesOf } from '@/lib/contract/values'

import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'
import { notFoundAs, rowId, validationFailed } from '@/platform/api/errors'
import { serializeContact, serializePrayerRequest } from '../data/serializers'

/**
 * The administrators' inbox: prayer requests and contact messages share one shape of
 * routes (list newest first, set status, delete, empty the Spam folder), configured per
 * collection. Spam is a status like the others: the list returns it, and setting another
 * status moves an item out of the folder.
 */
const inboxes = {
  prayerRequests: {
    collection: 'prayer-requests',
    area: 'prayer',
    label: 'Prayer request',
    statuses: valuesOf(PRAYER_STATUSES) as readonly string[],
    serialize: serializePrayerRequest,
  },
  contacts: {
    collection: 'contact-submissions',
    area: 'office',
    label: 'Contact submission',
    statuses: valuesOf(CONTACT_STATUSES) as readonly string[],
    serialize: serializeContact,
  },
} as const

type InboxName = keyof typeof inboxes
type Inbox = (typeof inboxes)[InboxName]
type Serialize = (doc: never) => Record<string, unknown>

/** The 404 of a record of `inbox` that is not there. */
const notFound = (inbox: Inbox) => `${inbox.label} not found`

/** The GET of the admin list: every record, newest first. */
export function inboxList(name: InboxName) {
  const inbox: Inbox = inboxes[name]
  return route(async (req) => {
    const { payload, user } = await requireAdmin(req, inbox.area)
    const { docs } = await payload.find({
      collection: inbox.collection,
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      req: { headers: req.headers },
    })
    return json(docs.map((doc) => (inbox.serialize as Serialize)(doc as never)))
  })
}

/** PUT .../{id}/status?status=S */
export function inboxStatusRoutes(name: InboxName) {
  const inbox: Inbox = inboxes[name]
  return methods<{ id: string }>({
    PUT: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req, inbox.area)
      const status = new URL(req.url).searchParams.get('status') ?? ''
      if (!inbox.statuses.includes(status)) {
        throw validationFailed([
          { field: 'status', message: `Status must be one of: ${inbox.statuses.join(', ')}` },
        ])
      }
      const id = rowId(params.id, notFound(inbox))
      const doc = await payload
        .update({
          collection: inbox.collection,
          id,
          data: { status } as never,
          depth: 0,
          overrideAccess: false,
          user,
          req: { headers: req.headers },
        })
        .catch(notFoundAs(notFound(inbox)))
      return json({ success: true, id: doc.id, status })
    }),
  })
}

/** DELETE .../{id} */
export function inboxItemRoutes(name: InboxName) {
  const inbox: Inbox = inboxes[name]
  return methods<{ id: string }>({
    DELETE: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req, inbox.area)
      const id = rowId(params.id, notFound(inbox))
      await payload
        .delete({
          collection: inbox.collection,
          id,
          depth: 0,
          overrideAccess: false,
          user,
          req: { headers: req.headers },
        })
        .catch(notFoundAs(notFound(inbox)))
      return json({ success: true })
    }),
  })
}

/** DELETE .../spam: empties the Spam folder, and nothing else. */
export function inboxSpamRoutes(name: InboxName) {
  const inbox: Inbox = inboxes[name]
  return methods({
    DELETE: route(async (req) => {
      const { payload, user } = await requireAdmin(req, inbox.area)
      const { docs, errors } = await payload.delete({
        collection: inbox.collection,
        where: { status: { equals: SPAM } },
        depth: 0,
        overrideAccess: false,
        user,
        req: { headers: req.headers },
      })
      if (errors.length > 0) {
        throw new Error(`${errors.length} spam item(s) of ${inbox.collection} not deleted`)
      }
      return json({ success: true, deleted: docs.length })
    }),
  })
}
