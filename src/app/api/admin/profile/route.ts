import { requireAdmin } from '@/platform/api/auth'
import { json, methods, route } from '@/platform/api/http'
import { serializeProfile } from '@/server/data/serializers'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { user } = await requireAdmin(req, 'any')
    return json(serializeProfile(user))
  }),
})
