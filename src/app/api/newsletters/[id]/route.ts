import { methods, route } from '@/platform/api/http'
import { deleteNewsletter, getNewsletter, updateNewsletter } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  GET: route(getNewsletter),
  PUT: route(updateNewsletter),
  DELETE: route(deleteNewsletter),
})
