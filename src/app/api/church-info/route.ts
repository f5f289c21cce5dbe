import { methods, route } from '@/platform/api/http'
import { readChurchInfo } from '@/server/api/settings'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(readChurchInfo) })
