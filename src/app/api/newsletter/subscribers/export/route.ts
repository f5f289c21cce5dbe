import { methods, route } from '@/platform/api/http'
import { exportSubscribers } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(exportSubscribers) })
