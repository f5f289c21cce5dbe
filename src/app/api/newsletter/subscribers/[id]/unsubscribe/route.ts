import { methods, route } from '@/platform/api/http'
import { unsubscribeByOffice } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  POST: route((req, params) => unsubscribeByOffice(req, params.id)),
})
