import { methods, route } from '@/platform/api/http'
import { readGivingSettings } from '@/server/api/settings'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(readGivingSettings) })
