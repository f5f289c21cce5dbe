import { requireAdmin } from '@/server/api/auth'
import { json, methods, route } from '@/server/api/http'

/** The dashboard's counters: one round of count queries, run side by side. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload, user } = await requireAdmin(req)
    const count = (
      collection: 'events' | 'staff' | 'prayer-requests' | 'subscribers' | 'contact-submissions',
      where?: Record<string, { equals: unknown }>,
    ) =>
      payload
        .count({ collection, where, overrideAccess: false, user })
        .then(({ totalDocs }) => totalDocs)
    const [events, staff, prayers, subscribers, pendingPrayers, newContacts] = await Promise.all([
      count('events'),
      count('staff'),
      count('prayer-requests'),
      count('subscribers', { is_active: { equals: true } }),
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
