import { methods, route } from '@/platform/api/http'
import { resetPassword } from '@/server/api/passwordReset'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(resetPassword) })
