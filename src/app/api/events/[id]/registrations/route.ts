import { methods, route } from '@/platform/api/http'
import { listRegistrations, postRegistration } from '@/server/api/registrations'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  GET: route(listRegistrations),
  POST: route(postRegistration),
})
