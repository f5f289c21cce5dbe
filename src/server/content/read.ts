import 'server-only'

import type { CollectionSlug } from 'payload'

import type {
  ChurchHistoryJson,
  ChurchInfoJson,
  EventJson,
  GalleryImageJson,
  MinistryJson,
  SermonJson,
  ServiceTimeJson,
  StaffJson,
} from '@/lib/contract/types'
import type {
  Event,
  GalleryImage,
  GivingSetting,
  LegalPage,
  Ministry,
  Sermon,
  Staff,
} from '@/payload-types'

import {
  serializeChurchHistory,
  serializeChurchInfo,
  serializeServiceTimes,
} from '../api/serializers'
import { getPayloadClient } from '../payload'
import { cachedRead } from './cache'
import { type ContentEntity, contentEntities } from './entities'

/**
 * The one read model of the public content, for the public pages, the /api lists and the
 * feeds: Payload's Local API with `overrideAccess: false` (what an anonymous visitor may read,
 * so nothing private can leak), each entity in its contract order and shape, cached.
 */

/** The most rows a public page renders of one list (the /api lists answer every row). */
const PAGE_LIMIT = 200

async function findPublic(name: ContentEntity, limit?: number) {
  const entity = contentEntities[name]
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: entity.collection as CollectionSlug,
    sort: [...entity.sort],
    depth: 0,
    overrideAccess: false,
    ...(limit ? { limit } : { pagination: false }),
  })
  return docs
}

async function findGlobal<T>(slug: 'church-info' | 'church-history' | 'service-times' | string) {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({
    slug: slug as 'church-info',
    depth: 0,
    overrideAccess: false,
  })) as unknown as T
}

/** GET /api/<entity>: every row in the contract's order and shape, kept serialised. */
export function publicListJson(name: ContentEntity): () => Promise<string> {
  const { collection, serialize } = contentEntities[name]
  return cachedRead(collection, 'api', async () => {
    const docs = await findPublic(name)
    return JSON.stringify(docs.map((doc) => (serialize as (d: unknown) => unknown)(doc)))
  })
}

// The pages' reads: the contract's shapes, plus what a feed needs beside them.

export type EventRecord = EventJson & { updated_at: string }
export type SermonRecord = SermonJson & {
  audio_bytes: number | null
  duration_seconds: number | null
}

export const getEvents = cachedRead('events', 'page', async (): Promise<EventRecord[]> =>
  ((await findPublic('events', PAGE_LIMIT)) as Event[]).map((doc) => ({
    ...contentEntities.events.serialize(doc),
    updated_at: doc.updatedAt,
  })),
)

export const getSermons = cachedRead('sermons', 'page', async (): Promise<SermonRecord[]> =>
  ((await findPublic('sermons', PAGE_LIMIT)) as Sermon[]).map((doc) => ({
    ...contentEntities.sermons.serialize(doc),
    audio_bytes: doc.audio_bytes ?? null,
    duration_seconds: doc.duration_seconds ?? null,
  })),
)

export const getStaff = cachedRead('staff', 'page', async (): Promise<StaffJson[]> =>
  ((await findPublic('staff', PAGE_LIMIT)) as Staff[]).map(contentEntities.staff.serialize),
)

export const getMinistries = cachedRead('ministries', 'page', async (): Promise<MinistryJson[]> =>
  ((await findPublic('ministries', PAGE_LIMIT)) as Ministry[]).map(
    contentEntities.ministries.serialize,
  ),
)

export const getGalleryImages = cachedRead(
  'gallery-images',
  'page',
  async (): Promise<GalleryImageJson[]> =>
    ((await findPublic('gallery', PAGE_LIMIT)) as GalleryImage[]).map(
      contentEntities.gallery.serialize,
    ),
)

// Settings (Payload globals): the same object for the pages and GET /api/<global>.

export const getChurchInfo = cachedRead('church-info', 'read', async (): Promise<ChurchInfoJson> =>
  serializeChurchInfo(await findGlobal('church-info')),
)

export const getChurchHistory = cachedRead(
  'church-history',
  'read',
  async (): Promise<ChurchHistoryJson> =>
    serializeChurchHistory(await findGlobal('church-history')),
)

export const getServiceTimes = cachedRead(
  'service-times',
  'read',
  async (): Promise<ServiceTimeJson[]> => serializeServiceTimes(await findGlobal('service-times')),
)

export type PublicGiving = Pick<GivingSetting, 'phone' | 'form_urls' | 'provider_name'>

export const getGivingSettings = cachedRead(
  'giving-settings',
  'read',
  async (): Promise<PublicGiving> => {
    const { phone, form_urls, provider_name } = await findGlobal<GivingSetting>('giving-settings')
    return { phone, form_urls, provider_name }
  },
)

export const getLegalPages = cachedRead('legal-pages', 'read', async () => {
  const { privacy, terms } = await findGlobal<LegalPage>('legal-pages')
  return { privacy, terms }
})

// One event or sermon by its page address, for /events/<slug> and /sermons/<slug>.

async function findPublicBySlug(name: 'events' | 'sermons', slug: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: contentEntities[name].collection as CollectionSlug,
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] as unknown
}

export function getEventBySlug(slug: string): Promise<EventRecord | null> {
  return cachedRead('events', `page:slug:${slug}`, async () => {
    const doc = (await findPublicBySlug('events', slug)) as Event | undefined
    return doc ? { ...contentEntities.events.serialize(doc), updated_at: doc.updatedAt } : null
  })()
}

/** A sermon with the one preached before it and the one after it (each null at an end). */
export type SermonWithNeighbours = {
  sermon: SermonRecord
  previous: SermonRecord | null
  next: SermonRecord | null
}

function sermonRecord(doc: Sermon): SermonRecord {
  return {
    ...contentEntities.sermons.serialize(doc),
    audio_bytes: doc.audio_bytes ?? null,
    duration_seconds: doc.duration_seconds ?? null,
  }
}

export function getSermonBySlug(slug: string): Promise<SermonWithNeighbours | null> {
  return cachedRead('sermons', `page:slug:${slug}`, async () => {
    const payload = await getPayloadClient()
    const doc = (await findPublicBySlug('sermons', slug)) as Sermon | undefined
    if (!doc) return null
    // Sermons are listed newest first; the neighbours are the nearest dates either side
    // (same-day sermons in the order they were added).
    const neighbour = async (direction: 'previous' | 'next') => {
      const earlier = direction === 'previous'
      const { docs } = await payload.find({
        collection: 'sermons',
        where: {
          or: [
            { date: { [earlier ? 'less_than' : 'greater_than']: doc.date } },
            {
              and: [
                { date: { equals: doc.date } },
                { createdAt: { [earlier ? 'less_than' : 'greater_than']: doc.createdAt } },
              ],
            },
          ],
        },
        sort: earlier ? ['-date', '-createdAt'] : ['date', 'createdAt'],
        depth: 0,
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ? sermonRecord(docs[0] as Sermon) : null
    }
    const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')])
    return { sermon: sermonRecord(doc), previous, next }
  })()
}
