import { methods, route } from '@/platform/api/http'
import { putOnWall } from '@/server/api/prayerWall'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({ PUT: route(putOnWall) })
