import { methods, route } from '@/platform/api/http'
import { cancelNewsletter } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  POST: route(cancelNewsletter),
})
