import { methods, route } from '@/platform/api/http'
import { cancelRegistration } from '@/server/api/registrations'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(cancelRegistration),
})
