import 'server-only'

import type { Payload } from 'payload'

import { sameSignature } from '@/platform/site/signatures'
import { takeDownToken } from './notes'

/**
 * What a requester's take-down link does (/prayer-wall/take-down/<token>, emailed when the
 * request went up): opening it changes nothing (mail scanners open every link); the page's
 * button takes the request off the wall for good. The request is then no longer shared
 * (`is_public` false), so the team cannot put it back: the requester withdrew it. The link names
 * one request (its HMAC, src/server/prayerWall/notes.ts) and acts once; afterwards it says so.
 */

export type TakeDownState = {
  kind: 'refused' | 'ask' | 'done'
  title: string
  text: string
  button?: string
}

const NOT_VALID: TakeDownState = {
  kind: 'refused',
  title: 'Link not valid',
  text: 'This link is not valid. Please copy the whole link from the email.',
}

const TAKEN_DOWN: TakeDownState = {
  kind: 'done',
  title: 'Taken down',
  text: 'Your prayer request is no longer on the prayer wall and will not be shown there again. Our prayer team goes on praying for you.',
}

export async function takeDownLink(
  payload: Payload,
  token: string,
  { act = false } = {},
): Promise<TakeDownState> {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token)
  if (!match) return NOT_VALID
  const doc = await payload.findByID({
    collection: 'prayer-requests',
    id: Number(match[1]),
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!doc || !sameSignature(takeDownToken(doc), token)) return NOT_VALID
  if (!doc.is_public) return TAKEN_DOWN
  if (!act) {
    return {
      kind: 'ask',
      title: 'Take down your prayer request',
      text: `Your request "${doc.subject}" will be taken off the prayer wall and not shown there again. Our prayer team keeps it and goes on praying for you.`,
      button: 'Take it down',
    }
  }
  await payload.update({
    collection: 'prayer-requests',
    id: doc.id,
    data: { is_public: false },
    depth: 0,
    overrideAccess: true,
  })
  return TAKEN_DOWN
}
