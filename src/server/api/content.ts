import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { GALLERY_CATEGORIES } from '../../../collections/GalleryImages'
import { getPayloadClient } from '../payload'
import { requireAdmin } from './auth'
import {
  optionalDate,
  optionalEmail,
  optionalLink,
  optionalSortOrder,
  optionalText,
  oneOf,
  requiredDate,
  requiredLink,
  requiredText,
  withAliases,
} from './fields'
import {
  ApiError,
  json,
  jsonText,
  methods,
  parseWith,
  readJson,
  route,
  validationFailed,
} from './http'
import { cachedPublicRead } from './publicCache'
import {
  serializeEvent,
  serializeGalleryImage,
  serializeMinistry,
  serializeSermon,
  serializeStaff,
} from './serializers'

const galleryCategories = GALLERY_CATEGORIES.map((c) => c.value) as [string, ...string[]]

/**
 * The five content entities share one CRUD implementation; each is described here by
 * its collection, its list order, its request schema, input aliases and serializer.
 */
const entities = {
  staff: {
    collection: 'staff',
    label: 'Staff member',
    sort: ['sort_order', 'createdAt'],
    aliases: {},
    schema: z.object({
      name: requiredText('Name', 120),
      title: requiredText('Title', 120),
      bio: requiredText('Bio', 5000),
      photo: optionalLink('Photo'),
      email: optionalEmail(),
      phone: optionalText('Phone', 40),
      sort_order: optionalSortOrder,
    }),
    serialize: serializeStaff,
  },
  events: {
    collection: 'events',
    label: 'Event',
    sort: ['date', 'createdAt'],
    aliases: {},
    schema: z.object({
      title: requiredText('Title', 200),
      date: requiredDate('Date'),
      time: requiredText('Time', 60),
      location: requiredText('Location', 200),
      description: requiredText('Description', 5000),
    }),
    serialize: serializeEvent,
  },
  ministries: {
    collection: 'ministries',
    label: 'Ministry',
    sort: ['sort_order', 'createdAt'],
    aliases: { meetingTime: 'meeting_time' },
    schema: z.object({
      name: requiredText('Name', 120),
      description: requiredText('Description', 5000),
      leader: requiredText('Leader', 120),
      meeting_time: requiredText('Meeting time', 120),
      sort_order: optionalSortOrder,
    }),
    serialize: serializeMinistry,
  },
  sermons: {
    collection: 'sermons',
    label: 'Sermon',
    sort: ['-date', '-createdAt'],
    aliases: { audioUrl: 'audio_url' },
    schema: z.object({
      title: requiredText('Title', 200),
      preacher: requiredText('Preacher', 120),
      date: requiredDate('Date'),
      scripture: requiredText('Scripture', 200),
      summary: requiredText('Summary', 5000),
      audio_url: optionalLink('Audio URL'),
    }),
    serialize: serializeSermon,
  },
  gallery: {
    collection: 'gallery-images',
    label: 'Gallery image',
    sort: ['-createdAt', '-id'],
    aliases: { url: 'src' },
    schema: z.object({
      src: requiredLink('Image URL'),
      alt: requiredText('Description', 500),
      title: optionalText('Title', 200),
      description: optionalText('Description', 2000),
      category: oneOf('Category', galleryCategories).default('worship'),
      date: optionalDate('Date'),
    }),
    serialize: serializeGalleryImage,
  },
} as const

export type ContentEntity = keyof typeof entities
type Entity = (typeof entities)[ContentEntity]
type Serialize = (doc: never) => Record<string, unknown>

const serialize = (entity: Entity, doc: unknown) => (entity.serialize as Serialize)(doc as never)

/** Ids are integers in both databases; anything else cannot name a stored row. */
function parseId(entity: Entity, raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) {
    throw new ApiError(404, `${entity.label} not found`)
  }
  return id
}

async function readEntityBody(req: Request, entity: Entity, partial: boolean) {
  const raw = withAliases(await readJson(req), entity.aliases)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  if (!partial) return parseWith(entity.schema, raw) as Record<string, unknown>
  // An update changes only the fields it names: absent fields keep their stored value.
  const present = Object.keys(raw).filter((key) => key in entity.schema.shape)
  const parsed = parseWith(entity.schema.partial(), raw) as Record<string, unknown>
  return Object.fromEntries(present.map((key) => [key, parsed[key]]))
}

async function listEntity(payload: Payload, entity: Entity) {
  const { docs } = await payload.find({
    collection: entity.collection,
    sort: [...entity.sort],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => serialize(entity, doc))
}

/** `GET` (public, the contract's order) and `POST` (auth) of /api/<entity>. */
export function contentListRoutes(name: ContentEntity) {
  const entity: Entity = entities[name]
  // Kept serialised: a cached hit is then answered without parsing and re-encoding the list.
  const readList = cachedPublicRead(entity.collection, async () =>
    JSON.stringify(await listEntity(await getPayloadClient(), entity)),
  )
  return methods({
    GET: route(async () => jsonText(await readList())),
    POST: route(async (req) => {
      const { payload, user } = await requireAdmin(req)
      const data = await readEntityBody(req, entity, false)
      const doc = await payload.create({
        collection: entity.collection,
        data: data as never,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return json(serialize(entity, doc), 201)
    }),
  })
}

/** `GET` (public), `PUT` and `DELETE` (auth) of /api/<entity>/{id}. */
export function contentItemRoutes(name: ContentEntity) {
  const entity: Entity = entities[name]
  const notFound = () => new ApiError(404, `${entity.label} not found`)
  return methods<{ id: string }>({
    GET: route(async (_req, params) => {
      const payload = await getPayloadClient()
      const id = parseId(entity, params.id)
      const doc = await payload
        .findByID({ collection: entity.collection, id, depth: 0, overrideAccess: false })
        .catch(() => null)
      if (!doc) throw notFound()
      return json(serialize(entity, doc))
    }),
    PUT: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req)
      const id = parseId(entity, params.id)
      const data = await readEntityBody(req, entity, true)
      const doc = await payload
        .update({
          collection: entity.collection,
          id,
          data: data as never,
          depth: 0,
          overrideAccess: false,
          user,
        })
        .catch((error) => {
          if ((error as { status?: number }).status === 404) throw notFound()
          throw error
        })
      return json(serialize(entity, doc))
    }),
    DELETE: route(async (req, params) => {
      const { payload, user } = await requireAdmin(req)
      const id = parseId(entity, params.id)
      await payload
        .delete({ collection: entity.collection, id, depth: 0, overrideAccess: false, user })
        .catch((error) => {
          if ((error as { status?: number }).status === 404) throw notFound()
          throw error
        })
      return json({ success: true })
    }),
  })
}
