import { inboxStatusRoutes } from '@/server/api/inbox'

export const { GET, POST, PUT, PATCH, DELETE } = inboxStatusRoutes('prayerRequests')
