import { methods, route } from '@/platform/api/http'
import { login } from '@/server/api/login'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(login) })
