import { methods, route } from '@/server/api/http'
import { resendUncertain } from '@/server/api/newsletters'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  POST: route(resendUncertain),
})
