import 'server-only'

import type { Payload } from 'payload'

import { churchDate } from '@/lib/churchClock'

import { expireContent } from '../../../../collections/hooks/revalidate'
import { ApiError } from '@/platform/api/errors'
import { consume, secondsToWait } from '@/platform/api/rateLimit'
import { queryRows } from '@/platform/payload/sql'
import { sign } from '@/platform/site/signatures'
import { onWallWhere } from './rules'

export const NOT_ON_WALL = 'Prayer request not found'

/** A request's id from the address; anything else names no request. */
function requestId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(404, NOT_ON_WALL)
  return Number(raw)
}

/**
 * The mark of one visitor's prayer for one request on one Dallas day: an HMAC of the three, so
 * that the stored key does not hold the visitor's address.
 */
const dayMark = (client: string, id: number, now: Date) =>
  sign(`prayed:${client}:${id}:${churchDate(now)}`)

/**
 * "I prayed" from a visitor (`client`, their address as the server decided it) for a request on
 * the wall; returns the request's count after it.
 *
 * - Every press counts against the address's limit (429 past it), on the wall or not.
 * - Only a request the wall shows now can be prayed for (404 otherwise, whatever it is).
 * - The first press of a visitor for a request on a Dallas day counts: its day mark is one
 *   atomic insert of a unique key in the rate-limit counters (src/platform/api/rateLimit.ts), of
 *   which exactly one of any number of simultaneous presses is the first; that one adds one to
 *   the request in a single `UPDATE ... SET prayed_count = prayed_count + 1`. A repeat answers
 *   the count unchanged. So the count is exact however many presses arrive at once, on SQLite
 *   and PostgreSQL alike.
 * - A counted prayer expires the wall's cached pages, so the next visitor sees it.
 */
export async function prayFor(
  payload: Payload,
  rawId: string,
  client: string,
  now = new Date(),
): Promise<number> {
  await consume('prayers', client, payload)
  const id = requestId(rawId)
  const { totalDocs } = await payload.count({
    collection: 'prayer-requests',
    where: { and: [{ id: { equals: id } }, onWallWhere(now)] },
    overrideAccess: true,
  })
  if (totalDocs === 0) throw new ApiError(404, NOT_ON_WALL)
  const first =
    (await secondsToWait('prayedToday', dayMark(client, id, now), {
      payload,
      count: true,
    })) === 0
  const [row] = first
    ? await queryRows<{ prayed_count: number | string }>(
        payload,
        (sql) => sql`UPDATE prayer_requests SET prayed_count = COALESCE(prayed_count, 0) + 1
          WHERE id = ${id} RETURNING prayed_count`,
      )
    : await queryRows<{ prayed_count: number | string | null }>(
        payload,
        (sql) => sql`SELECT prayed_count FROM prayer_requests WHERE id = ${id}`,
      )
  if (!row) throw new ApiError(404, NOT_ON_WALL)
  if (first) await expireContent('prayer-requests', { payload, context: {} })
  return Number(row.prayed_count ?? 0)
}
