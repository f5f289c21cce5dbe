import type { Where } from 'payload'

import { addDays, churchDate, startOfChurchDay } from '@/lib/churchClock'
import { PRAYER_WALL } from '@/lib/contract/limits'

/**
 * Which prayer requests the wall shows, decided in one place for the public list, the "I
 * prayed" button, the admin's Prayer Wall tab and the collection's hooks. Days are Dallas days
 * (src/lib/churchClock.ts). Loaded by Payload's configuration (the hooks), so not marked
 * server-only.
 *
 * A request is on the wall when its requester chose to share it (`is_public`), the prayer team
 * put it there (`on_wall`) and either
 * - it is approved and went up within the last PRAYER_WALL_DAYS days (the day it went up
 *   counts as the first), or
 * - it is completed with a praise note, within PRAYER_WALL.answeredDays days of its completion:
 *   it then shows as "Answered".
 */

/**
 * Set in `req.context` by `PUT /api/prayer-requests/{id}/wall` with `on_wall: true`: an
 * approved request that is not on the wall now (its days are over) goes up again, for a new
 * PRAYER_WALL_DAYS. A write that only keeps `on_wall` as it was (a status change, an edit, a
 * praise note added to a completed request) never moves `shared_at`.
 */
export const PUT_UP = 'prayerWallPutUp'

/** Days a request stays on the wall: PRAYER_WALL_DAYS when it is a whole number from 1. */
export function prayerWallDays(value = process.env.PRAYER_WALL_DAYS): number {
  const days = Number(value)
  return value && Number.isInteger(days) && days >= 1 ? days : PRAYER_WALL.days
}

/** The earliest instants still on the wall at `now`: of going up, and of an answer. */
export function wallCutoffs(now = new Date()) {
  const today = churchDate(now)
  return {
    today,
    sharedFrom: startOfChurchDay(addDays(today, 1 - prayerWallDays())),
    answeredFrom: startOfChurchDay(addDays(today, 1 - PRAYER_WALL.answeredDays)),
  }
}

/** The part of a request the rule reads. */
export type WallFields = {
  is_public?: boolean | null
  on_wall?: boolean | null
  status?: string | null
  shared_at?: string | null
  completed_at?: string | null
  praise_note?: string | null
}

const since = (value: string | null | undefined, from: Date) =>
  Boolean(value) && new Date(value as string).getTime() >= from.getTime()

/** Whether a request is an answered one still shown ("Answered"). */
export function isAnswered(doc: WallFields, now = new Date()): boolean {
  return (
    doc.status === 'completed' &&
    Boolean(doc.praise_note) &&
    since(doc.completed_at, wallCutoffs(now).answeredFrom)
  )
}

/** Whether the wall shows a request at `now`. */
export function isOnWall(doc: WallFields | null | undefined, now = new Date()): boolean {
  if (!doc || !doc.is_public || !doc.on_wall || !doc.shared_at) return false
  if (doc.status === 'approved') return since(doc.shared_at, wallCutoffs(now).sharedFrom)
  return isAnswered(doc, now)
}

/** The same rule as a query of the prayer-requests collection. */
export function onWallWhere(now = new Date()): Where {
  const { sharedFrom, answeredFrom } = wallCutoffs(now)
  return {
    and: [
      { is_public: { equals: true } },
      { on_wall: { equals: true } },
      { shared_at: { exists: true } },
      {
        or: [
          {
            and: [
              { status: { equals: 'approved' } },
              { shared_at: { greater_than_equal: sharedFrom.toISOString() } },
            ],
          },
          {
            and: [
              { status: { equals: 'completed' } },
              { praise_note: { exists: true } },
              { praise_note: { not_equals: '' } },
              { completed_at: { greater_than_equal: answeredFrom.toISOString() } },
            ],
          },
        ],
      },
    ],
  }
}
