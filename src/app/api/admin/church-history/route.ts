import { methods, route } from '@/platform/api/http'
import { updateChurchHistory } from '@/server/api/settings'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: route(updateChurchHistory) })
