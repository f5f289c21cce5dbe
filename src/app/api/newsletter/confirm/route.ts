import { methods, route } from '@/platform/api/http'
import { confirm } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(confirm),
  POST: route(confirm),
})
