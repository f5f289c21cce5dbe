import { inboxSpamRoutes } from '@/server/api/inbox'

// A literal folder beside [id]: DELETE /api/prayer-requests/spam empties the Spam folder.
export const { GET, POST, PUT, PATCH, DELETE } = inboxSpamRoutes('prayerRequests')
