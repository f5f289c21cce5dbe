import { requireAdmin } from '@/platform/api/auth'
import { parseLimit, recentDonations } from '@/server/api/donations'
import { json, methods, route } from '@/platform/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(async (req) => {
    const { payload } = await requireAdmin(req, 'giving')
    return json(await recentDonations(payload, parseLimit(req, 50, 500)))
  }),
})
