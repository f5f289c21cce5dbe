import { methods, route } from '@/platform/api/http'
import { putOnWall } from '@/features/prayer/server/api'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({ PUT: route(putOnWall) })
