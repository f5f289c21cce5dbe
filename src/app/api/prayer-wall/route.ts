import { methods, route } from '@/platform/api/http'
import { listPrayerWall } from '@/server/api/prayerWall'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(listPrayerWall) })
