import { methods, route } from '@/platform/api/http'
import { listPrayerWall } from '@/features/prayer/server/api'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(listPrayerWall) })
