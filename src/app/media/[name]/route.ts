import { methods, route } from '@/server/api/http'
import { serveMedia } from '@/server/api/mediaFiles'

type Params = { name: string }

export const { GET, POST, PUT, PATCH, DELETE } = methods<Params>({
  GET: route<Params>((req, { name }) => serveMedia(req, name, true)),
})
export const HEAD = route<Params>((req, { name }) => serveMedia(req, name, false))
