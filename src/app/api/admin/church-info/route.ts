import { methods, route } from '@/platform/api/http'
import { updateChurchInfo } from '@/server/api/settings'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: route(updateChurchInfo) })
