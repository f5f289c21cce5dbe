import { methods, route } from '@/platform/api/http'
import { listSubscribers } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(listSubscribers) })
