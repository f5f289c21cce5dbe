import { methods } from '@/platform/api/http'
import { inboxList } from '@/server/api/inbox'

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: inboxList('contacts') })
