import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'
import { receiveUpload } from '@/features/media/server/api'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(async (req) => {
    const { payload, user } = await requireAdmin(req, 'pictures')
    return json({ success: true, data: await receiveUpload(req, payload, user) }, 201)
  }),
})
