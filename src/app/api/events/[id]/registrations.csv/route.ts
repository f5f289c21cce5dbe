import { methods, route } from '@/platform/api/http'
import { exportRegistrations } from '@/server/api/registrations'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  GET: route(exportRegistrations),
})
