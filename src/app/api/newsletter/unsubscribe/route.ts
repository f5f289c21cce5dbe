import { methods, route } from '@/platform/api/http'
import { unsubscribe } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(unsubscribe),
  POST: route(unsubscribe),
})
