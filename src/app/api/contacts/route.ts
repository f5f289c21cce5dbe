import { submitContact } from '@/server/api/forms'
import { methods, route } from '@/platform/api/http'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: route(submitContact) })
