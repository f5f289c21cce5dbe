import type { Where } from 'payload'

import { type Area, mayUse } from '@/lib/contract/roles'
import { SPAM } from '@/lib/contract/values'
import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'

type Counted = 'events' | 'staff' | 'prayer-requests' | 'subscribers' | 'contact-submissions'

/** Each counter, the collection it counts and the part of the administration it belongs to. */
const COUNTERS: Record<string, { collection: Counted; area: Area; where?: Where }> = {
  total_events: { collection: 'events', area: 'content' },
  total_staff: { collection: 'staff', area: 'content' },
  total_prayer_requests: {
    collection: 'prayer-requests',
    area: 'prayer',
    where: { status: { not_equals: SPAM } },
  },
  total_newsletter_subscribers: {
    collection: 'subscribers',
    area: 'office',
    where: { status: { equals: 'active' } },
  },
  pending_prayer_requests: {
    collection: 'prayer-requests',
    area: 'prayer',
    where: { status: { equals: 'pending' } },
  },
  new_contact_submissions: {
    collection: 'contact-submissions',
    area: 'office',
    where: { status: { equals: 'new' } },
  },
}

/**
 * The dashboard's counters: one round of count queries, run side by side, of the counters
 * the person's roles cover (an administrator gets all six). The Spam folder is never counted;
 * subscribers are the confirmed (active) ones.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'any')
    const mine = Object.entries(COUNTERS).filter(([, counter]) => mayUse(user.roles, counter.area))
    const totals = await Promise.all(
      mine.map(([, { collection, where }]) =>
        payload
          .count({ collection, where, overrideAccess: false, user })
          .then(({ totalDocs }) => totalDocs),
      ),
    )
    return json(Object.fromEntries(mine.map(([key], i) => [key, totals[i]])))
  }),
})
