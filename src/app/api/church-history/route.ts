import { methods, route } from '@/platform/api/http'
import { readChurchHistory } from '@/server/api/settings'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(readChurchHistory) })
