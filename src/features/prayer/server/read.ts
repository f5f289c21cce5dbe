import 'server-only'

import { PRAYER_WALL } from '@/lib/contract/limits'
import type { PrayerWallPageJson } from '@/lib/contract/types'

import { cachedRead } from '@/server/content/cache'
import { serializeWallItem, WALL_SELECT } from '@/server/data/serializers'
import { getPayloadClient } from '@/platform/payload/client'
import { onWallWhere, wallCutoffs } from './rules'

/**
 * The public wall, for /prayer-wall and GET /api/prayer-wall: a page of what the wall shows,
 * newest first (the latest to go up), PRAYER_WALL.pageSize to a page.
 *
 * Prayer requests are private in every Payload path (the collection's access), so this read is
 * the server's own (`overrideAccess`), bounded by the wall's rule (./rules.ts) and selecting only
 * the fields the wall shows: the requester's email and phone are never even read. Cached like
 * every public read, by the Dallas day (the wall's days change at midnight there) and expired
 * by the collection's hooks whenever what the wall shows changes (collections/hooks/prayerWall.ts)
 * and by each counted prayer.
 */
export function getPrayerWallPage(page: number, now = new Date()): Promise<PrayerWallPageJson> {
  return cachedRead('prayer-requests', `wall:${wallCutoffs(now).today}:${page}`, async () => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'prayer-requests',
      where: onWallWhere(now),
      select: WALL_SELECT,
      sort: ['-shared_at', '-id'],
      page,
      limit: PRAYER_WALL.pageSize,
      depth: 0,
      overrideAccess: true,
    })
    return {
      items: found.docs.map((doc) => serializeWallItem(doc, now)),
      page,
      pages: Math.max(1, found.totalPages),
    }
  })()
}
