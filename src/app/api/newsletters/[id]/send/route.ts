import { methods, route } from '@/platform/api/http'
import { sendNewsletter } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  POST: route(sendNewsletter),
})
