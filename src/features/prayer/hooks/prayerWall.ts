import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import type { PrayerRequest } from '@/payload-types'
import { SPAM } from '@/lib/contract/values'
import { PRAYER_WALL } from '@/lib/contract/limits'
import { queueEmail } from '@/platform/mail/message'
import { wallNotice } from '../server/notes'
import { isOnWall, PUT_UP } from '../server/rules'
import { expireContent } from '../../../../collections/hooks/revalidate'
import { PRAYED_NOTE_TASK } from '../jobs/prayerWall'

/**
 * The prayer wall's rules on every write of a prayer request, whichever way it comes (/api,
 * Payload's REST and GraphQL, its panel, the Local API): when it went up, was approved or
 * completed; what may go up; the requester's email when it first goes up; and the wall's pages
 * expired when what they show changes. src/server/prayerWall/rules.ts says what the wall shows.
 */

const refuse = (message: string) =>
  new ValidationError({ collection: 'prayer-requests', errors: [{ path: 'on_wall', message }] })

export const NOT_SHARED = 'The requester did not choose to share this request'
export const NOT_APPROVED = 'Only an approved request can go on the prayer wall'

export const stampPrayerWall: CollectionBeforeChangeHook<PrayerRequest> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? originalDoc : undefined
  const now = new Date()
  const status = data.status ?? before?.status ?? 'pending'
  const isPublic = Boolean(data.is_public ?? before?.is_public)
  if (status !== before?.status) {
    if (status === 'approved') data.approved_at = now.toISOString()
    if (status === 'completed') data.completed_at = now.toISOString()
  }
  const wasOn = Boolean(before?.on_wall)
  const putUpAgain =
    req.context?.[PUT_UP] === true && status === 'approved' && !isOnWall(before, now)
  if (data.on_wall && (!wasOn || putUpAgain)) {
    if (!isPublic) throw refuse(NOT_SHARED)
    if (status !== 'approved') throw refuse(NOT_APPROVED)
    data.shared_at = now.toISOString()
  }
  // Back to pending, into the Spam folder, or no longer shared by its requester: off the wall.
  if (status === 'pending' || status === SPAM || !isPublic) data.on_wall = false
  return data
}

/** The requester's email when the request first goes up, and the note a week later. */
async function announce(doc: PrayerRequest, req: PayloadRequest) {
  const info = await req.payload.findGlobal({ slug: 'church-info', depth: 0, req })
  const church = info.name || 'our church'
  const notice = wallNotice(doc, church)
  if (!notice) return
  await queueEmail(req.payload, notice, { req })
  const sharedAt = new Date(doc.shared_at as string)
  await req.payload.jobs.queue({
    task: PRAYED_NOTE_TASK,
    input: { request: doc.id },
    waitUntil: new Date(sharedAt.getTime() + PRAYER_WALL.noteAfterDays * 24 * 60 * 60 * 1000),
    req,
  } as never)
}

export const announcePrayerWall: CollectionAfterChangeHook<PrayerRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? previousDoc : undefined
  if (doc.shared_at && !before?.shared_at) await announce(doc, req)
  const now = new Date()
  if (isOnWall(before, now) || isOnWall(doc, now)) await expireContent('prayer-requests', req)
  return doc
}

export const leavePrayerWall: CollectionAfterDeleteHook<PrayerRequest> = async ({ doc, req }) => {
  if (isOnWall(doc)) await expireContent('prayer-requests', req)
  return doc
}
