import { methods, route } from '@/platform/api/http'
import { prayed } from '@/features/prayer/server/api'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({ POST: route(prayed) })
