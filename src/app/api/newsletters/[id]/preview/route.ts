import { methods, route } from '@/platform/api/http'
import { previewNewsletter } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  GET: route(previewNewsletter),
})
