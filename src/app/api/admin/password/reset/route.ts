import { methods, route } from '@/server/api/http'
import { resetPassword } from '@/server/api/passwordReset'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(resetPassword) })
