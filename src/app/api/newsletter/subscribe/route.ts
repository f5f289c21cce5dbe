import { methods, route } from '@/platform/api/http'
import { subscribe } from '@/server/api/newsletter'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(subscribe) })
