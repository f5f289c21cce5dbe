import 'server-only'

import { withAliases } from '@/lib/contract/fields'

import {
  CONTENT_ALIASES,
  contentBodies,
  type ContentEntity,
  contentEntities,
} from '../content/entities'
import { publicListJson } from '../content/read'
import { getPayloadClient } from '@/platform/payload/client'
import { requireAdmin } from '@/platform/api/auth'
import { json, jsonText, methods, readJson, route } from '@/platform/api/http'
import { ApiError, notFoundAs, parseWith, rowId, validationFailed } from '@/platform/api/errors'

type Entity = (typeof contentEntities)[ContentEntity]
type Serialize = (doc: never) => Record<string, unknown>

const serialize = (entity: Entity, doc: unknown) => (entity.serialize as Serialize)(doc as never)

/** POST and PUT take the whole record (a PUT replaces it): a missing required field is 422. */
async function readEntityBody(req: Request, name: ContentEntity) {
  const raw = withAliases(await readJson(req), CONTENT_ALIASES[name])
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  return parseWith(contentBodies[name], raw) as Record<string, unknown>
}

/** `GET` (public, the contract's order) and `POST` (auth) of /api/<entity>. */
export function contentListRoutes(name: ContentEntity) {
  const entity: Entity = contentEntities[name]
  // Kept serialised: a cached hit is then answered without parsing and re-encoding the list.
  const readList = publicListJson(name)
  return methods({
    GET: route(async () => jsonText(await readList())),
    POST: route(async (req) => {
      const { payload, user } = await requireAdmin(req, 'content')
      const data = await readEntityBody(req, name)
      const doc = await payload.create({
        collection: entity.collection,
        data: data as never,
        depth: 0,
        overrideAccess: false,
        user,
        req: { headers: req.headers },
      })
      return json(serialize(entity, doc), 201)
    }),
  })
}

/** `GET` (public), `PUT` and `DELETE` (auth) of /api/<entity>/{id}. */
export function contentItemRoutes(name: ContentEntity) {
  const entity: Entity = contentEntities[name]
  const missing = `${entity.label} not found`
  return methods<{ id: string }>({
    GET: route(async (_req, params) => {
      const payload = await getPayloadClient()
      const id = rowId(params.id, missing)
      const doc = await payload
        .findByID({ collection: entity.collection, id, depth: 0, overrideAccess: false })
        .catch(() => null)
      if (!doc) throw new ApiError(404, missing)
      return json(serialize(entity, doc))
    }),
    PUT: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req, 'content')
      const id = rowId(params.id, missing)
      const data = await readEntityBody(req, name)
      const doc = await payload
        .update({
          collection: entity.collection,
          id,
          data: data as never,
          depth: 0,
          overrideAccess: false,
          user,
          req: { headers: req.headers },
        })
        .catch(notFoundAs(missing))
      return json(serialize(entity, doc))
    }),
    DELETE: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req, 'content')
      const id = rowId(params.id, missing)
      await payload
        .delete({
          collection: entity.collection,
          id,
          depth: 0,
          overrideAccess: false,
          user,
          req: { headers: req.headers },
        })
        .catch(notFoundAs(missing))
      return json({ success: true })
    }),
  })
}
