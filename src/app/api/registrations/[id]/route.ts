import { methods, route } from '@/platform/api/http'
import { putRegistration } from '@/server/api/registrations'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  PUT: route(putRegistration),
})
