import { methods, route } from '@/platform/api/http'
import { forgotPassword } from '@/server/api/passwordReset'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(forgotPassword) })
