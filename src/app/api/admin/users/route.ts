import { methods, route } from '@/platform/api/http'
import { addPerson, listPeople } from '@/server/api/people'

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(listPeople),
  POST: route(addPerson),
})
