import { methods, route } from '@/platform/api/http'
import { loginHint } from '@/server/api/login'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: route(loginHint) })
