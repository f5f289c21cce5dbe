import { methods, route } from '@/platform/api/http'
import { prayed } from '@/server/api/prayerWall'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({ POST: route(prayed) })
