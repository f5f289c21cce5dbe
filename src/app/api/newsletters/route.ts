import { methods, route } from '@/platform/api/http'
import { createNewsletter, listNewsletters } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listNewsletters),
  POST: route(createNewsletter),
})
