import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { NEWSLETTER_MESSAGES } from '../../src/lib/contract/messages'
import { RequestRefused } from '../../src/platform/collections/requestRefused'

/**
 * What the server keeps for itself, held against a person's write on every path (/api,
 * /cms-api, GraphQL, the panel, the Local API on their behalf); the server's own writes (no
 * person) are left alone.
 */

export const SUBSCRIBER_STATUS_MESSAGE =
  'A subscriber becomes active only by following the confirmation link; a person may only end a subscription'

/** A sent newsletter, or one being sent, stays: the public archive and the send's figures. */
export const keepSentNewsletters: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const doc = await req.payload.findByID({
    collection: 'newsletters',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (doc && (doc.status === 'sending' || doc.status === 'sent')) {
    throw new RequestRefused(NEWSLETTER_MESSAGES.deleteSent, 409)
  }
}

/**
 * A subscriber's status is the double opt-in's: a person adds a subscriber only as pending and
 * changes a status only to inactive (the end of a subscription); `active` comes only from the
 * confirmation link (src/server/newsletter/subscription.ts, as the server).
 */
export const statusByServer: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!req.user || data.status === undefined) return data
  const before = operation === 'update' ? originalDoc?.status : 'pending'
  if (data.status !== before && data.status !== 'inactive') {
    throw new RequestRefused(SUBSCRIBER_STATUS_MESSAGE, 403)
  }
  return data
}
