import { methods, route } from '@/platform/api/http'
import { changePerson, removePerson } from '@/server/api/people'

export const { GET, POST, PUT, PATCH, DELETE } = methods<{ id: string }>({
  PUT: route(changePerson),
  DELETE: route(removePerson),
})
