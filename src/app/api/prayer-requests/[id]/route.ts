import { inboxItemRoutes } from '@/server/api/inbox'

export const { GET, POST, PUT, PATCH, DELETE } = inboxItemRoutes('prayerRequests')
