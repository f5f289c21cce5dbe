import { submitPrayerRequest } from '@/server/api/forms'
import { methods, route } from '@/platform/api/http'
import { inboxList } from '@/server/api/inbox'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: inboxList('prayerRequests'),
  POST: route(submitPrayerRequest),
})
