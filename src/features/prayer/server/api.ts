import 'server-only'

import { prayerWallBody, prayerWallQuery } from '@/lib/contract/schemas'
import type { PrayedJson } from '@/lib/contract/types'

import { serializePrayerRequest } from '@/server/data/serializers'
import { getPayloadClient } from '@/platform/payload/client'
import { prayFor } from './prayed'
import { getPrayerWallPage } from './read'
import { PUT_UP } from './rules'
import { requireAdmin } from '@/platform/api/auth'
import { notFoundAs, parseWith, rowId } from '@/platform/api/errors'
import { json, readBody } from '@/platform/api/http'
import { clientAddress } from '@/platform/api/rateLimit'

/** The prayer wall's routes (docs/api.md, "Prayer wall"). */

/** GET /api/prayer-wall?page=N (public): `{items, page, pages}`. */
export async function listPrayerWall(req: Request): Promise<Response> {
  const query = new URL(req.url).searchParams
  const { page } = parseWith(prayerWallQuery, { page: query.get('page') ?? undefined })
  return json(await getPrayerWallPage(page))
}

/** POST /api/prayer-wall/{id}/prayed (public): `{prayed_count}`. */
export async function prayed(req: Request, params: { id: string }): Promise<Response> {
  const payload = await getPayloadClient()
  const count = await prayFor(payload, params.id, clientAddress(req))
  return json({ prayed_count: count } satisfies PrayedJson)
}

const PRAYER_NOT_FOUND = 'Prayer request not found'

/**
 * PUT /api/prayer-requests/{id}/wall (auth: prayer): on the wall or off it, and the team's texts.
 * The rules (who may go up, when `shared_at` moves) are the collection's hooks
 * (collections/hooks/prayerWall.ts), so they hold in Payload's panel too; their refusals are
 * 422s naming `on_wall`. Answers the request as the admin list shows it.
 */
export async function putOnWall(req: Request, params: { id: string }): Promise<Response> {
  const { payload, user } = await requireAdmin(req, 'prayer')
  const id = rowId(params.id, PRAYER_NOT_FOUND)
  const body = await readBody(req, prayerWallBody)
  const doc = await payload
    .update({
      collection: 'prayer-requests',
      id,
      data: body,
      depth: 0,
      overrideAccess: false,
      user,
      req: { headers: req.headers },
      context: { [PUT_UP]: body.on_wall },
    })
    .catch(notFoundAs(PRAYER_NOT_FOUND))
  return json(serializePrayerRequest(doc))
}
