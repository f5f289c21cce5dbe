import type { Where } from 'payload'

import { SPAM } from '@/lib/contract/values'
import { requireAdmin } from '@/server/api/auth'
import { json, methods, route } from '@/server/api/http'

/**
 * The dashboard's counters: one round of count queries, run side by side. The Spam folder is
 * never counted; subscribers are the confirmed (active) ones.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload, user } = await requireAdmin(req)
    const count = (
      collection: 'events' | 'staff' | 'prayer-requests' | 'subscribers' | 'contact-submissions',
      where?: Where,
    ) =>
      payload
        .count({ collection, where, overrideAccess: false, user })
        .then(({ totalDocs }) => totalDocs)
    const [events, staff, prayers, subscribers, pendingPrayers, newContacts] = await Promise.all([
      count('events'),
      count('staff'),
      count('prayer-requests', { status: { not_equals: SPAM } }),
      count('subscribers', { status: { equals: 'active' } }),
      count('prayer-requests', { status: { equals: 'pending' } }),
      count('contact-submissions', { status: { equals: 'new' } }),
    ])
    return json({
      total_events: events,
      total_staff: staff,
      total_prayer_requests: prayers,
      total_newsletter_subscribers: subscribers,
      pending_prayer_requests: pendingPrayers,
      new_contact_submissions: newContacts,
    })
  }),
})
