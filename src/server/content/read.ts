import 'server-only'

import type { CollectionSlug, Where } from 'payload'

import { churchDate } from '@/lib/churchClock'
import { MAX_PAST_EVENTS } from '@/lib/classifyEvents'
import { MAX_ARCHIVE_SERMONS, recentSermonsFrom } from '@/features/sermons'
import { uploadFilename } from '@/lib/mediaSizes'
import { isSlug } from '@/lib/slug'
import type {
  ChurchHistoryJson,
  ChurchInfoJson,
  EventJson,
  GalleryImageJson,
  MinistryJson,
  SermonJson,
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
  serviceTimeRecords,
  type ServiceTimeRecord,
} from '../data/serializers'
import { getPayloadClient } from '@/platform/payload/client'
import { cachedRead } from './cache'
import { type ContentEntity, contentEntities } from './entities'

/**
 * The one read model of the public content, for the public pages, the /api lists and the
 * feeds: Payload's Local API with `overrideAccess: false` (what an anonymous visitor may read,
 * so nothing private can leak), each entity in its contract order and shape, cached.
 */

/** The most rows a public page renders of one list (the /api lists answer every row). */
const PAGE_LIMIT = 200

async function findPublic(name: ContentEntity, limit?: number, sort?: string[]) {
  const entity = contentEntities[name]
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: entity.collection as CollectionSlug,
    sort: sort ?? [...entity.sort],
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

/** The latest-dated events (for the calendar feed and the sitemap), newest first. */
export const getEvents = cachedRead('events', 'page', async (): Promise<EventRecord[]> =>
  ((await findPublic('events', PAGE_LIMIT, ['-date', '-createdAt'])) as Event[]).map((doc) => ({
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

// Bounded pages of the lists an active church keeps filling: events, sermons, photos.

/** Upcoming events shown per page of /events. */
export const EVENTS_PER_PAGE = 12
/** Archived sermons per page of /sermons (spec: the archive shows at most nine). */
export const ARCHIVE_SERMONS_PER_PAGE = MAX_ARCHIVE_SERMONS
/** Recent sermons shown at most on /sermons beside the latest (a month holds fewer). */
export const RECENT_SERMONS_LIMIT = 30
/** Photos per page of /gallery. */
export const GALLERY_PER_PAGE = 24

/** One page of a list: its rows, its number and how many pages there are. */
export type ListPage<T> = { items: T[]; page: number; totalPages: number; totalItems: number }

async function findPage(
  name: ContentEntity,
  options: { where?: Where; sort?: string[]; page: number; limit: number },
) {
  const entity = contentEntities[name]
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: entity.collection as CollectionSlug,
    where: options.where,
    sort: options.sort ?? [...entity.sort],
    depth: 0,
    overrideAccess: false,
    page: options.page,
    limit: options.limit,
  })
  return {
    docs: found.docs as unknown[],
    page: options.page,
    totalPages: found.totalPages,
    totalItems: found.totalDocs,
  }
}

function eventRecord(doc: Event): EventRecord {
  return { ...contentEntities.events.serialize(doc), updated_at: doc.updatedAt }
}

/**
 * Page `page` (from 1) of the upcoming events, soonest first: an event is upcoming from its
 * calendar date in Dallas until that day ends.
 */
export function getUpcomingEvents(
  page: number,
  now: Date = new Date(),
): Promise<ListPage<EventRecord>> {
  const today = churchDate(now)
  return cachedRead('events', `page:upcoming:${today}:${page}`, async () => {
    const found = await findPage('events', {
      where: { date: { greater_than_equal: today } },
      sort: ['date', 'time', 'createdAt'],
      page,
      limit: EVENTS_PER_PAGE,
    })
    return { ...found, items: (found.docs as Event[]).map(eventRecord) }
  })()
}

/** The most recent past events (spec: at most six), most recent first. */
export function getPastEvents(now: Date = new Date()): Promise<EventRecord[]> {
  const today = churchDate(now)
  return cachedRead('events', `page:past:${today}`, async () => {
    const found = await findPage('events', {
      where: { date: { less_than: today } },
      sort: ['-date', '-time', '-createdAt'],
      page: 1,
      limit: MAX_PAST_EVENTS,
    })
    return (found.docs as Event[]).map(eventRecord)
  })()
}

/**
 * The sermons page: the latest sermon (featured, with its player), the other recent ones
 * (preached within the last month in Dallas, at most RECENT_SERMONS_LIMIT) and the first page
 * of the archive (older ones, newest first).
 */
export function getSermonsOverview(now: Date = new Date()): Promise<{
  latest: SermonRecord | null
  recent: SermonRecord[]
  archive: ListPage<SermonRecord>
}> {
  const monthAgo = recentSermonsFrom(now)
  return cachedRead('sermons', `page:overview:${monthAgo}`, async () => {
    const [recent, archive] = await Promise.all([
      findPage('sermons', {
        where: { date: { greater_than_equal: monthAgo } },
        page: 1,
        limit: RECENT_SERMONS_LIMIT + 1,
      }),
      archivePage(monthAgo, 1),
    ])
    const recentRecords = (recent.docs as Sermon[]).map(sermonRecord)
    // The newest sermon of the last month is featured at the head of Recent Sermons; the
    // archive holds the older ones (spec §4: recent means within the last month).
    return {
      latest: recentRecords[0] ?? null,
      recent: recentRecords.slice(1),
      archive,
    }
  })()
}

async function archivePage(monthAgo: string, page: number): Promise<ListPage<SermonRecord>> {
  const found = await findPage('sermons', {
    where: { date: { less_than: monthAgo } },
    page,
    limit: ARCHIVE_SERMONS_PER_PAGE,
  })
  return { ...found, items: (found.docs as Sermon[]).map(sermonRecord) }
}

/** Page `page` (from 1) of the sermon archive: sermons older than a month, newest first. */
export function getSermonArchive(
  page: number,
  now: Date = new Date(),
): Promise<ListPage<SermonRecord>> {
  const monthAgo = recentSermonsFrom(now)
  return cachedRead('sermons', `page:archive:${monthAgo}:${page}`, () =>
    archivePage(monthAgo, page),
  )()
}

/** Page `page` (from 1) of the gallery, newest first. */
export function getGalleryPage(page: number): Promise<ListPage<GalleryImageJson>> {
  return cachedRead('gallery-images', `page:${page}`, async () => {
    const found = await findPage('gallery', { page, limit: GALLERY_PER_PAGE })
    return {
      ...found,
      items: (found.docs as GalleryImage[]).map(contentEntities.gallery.serialize),
    }
  })()
}

/**
 * Each item with the blur placeholder of its upload (`blur`, a tiny data URL made at upload,
 * src/features/media/hooks/secureUpload.ts), for an image component to show while the picture loads.
 * One query for the items of a page; external addresses and files without one get none.
 */
export async function withBlurs<T extends object>(
  items: T[],
  src: (item: T) => string | null | undefined,
): Promise<(T & { blur?: string })[]> {
  const names = [
    ...new Set(items.map((item) => uploadFilename(src(item))).filter((name) => name !== null)),
  ]
  if (names.length === 0) return items
  const payload = await getPayloadClient()
  const read = cachedRead('media', `blur:${names.sort().join(',')}`, async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { in: names } },
      select: { filename: true, blur: true },
      depth: 0,
      overrideAccess: false,
      limit: names.length,
      pagination: false,
    })
    return Object.fromEntries(docs.filter((doc) => doc.blur).map((doc) => [doc.filename, doc.blur]))
  })
  // A nicety: should it fail, the page still shows its pictures, without the blurred copies.
  const blurs: Record<string, string> = await read().catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: 'Blur placeholders could not be read' })
    return {}
  })
  return items.map((item) => {
    const blur = blurs[uploadFilename(src(item)) ?? '']
    return blur ? { ...item, blur } : item
  })
}

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
  async (): Promise<ServiceTimeRecord[]> => serviceTimeRecords(await findGlobal('service-times')),
)

export type PublicGiving = Pick<GivingSetting, 'phone' | 'form_urls' | 'provider_name'>

export const getGivingSettings = cachedRead(
  'giving-settings',
  'read',
  async (): Promise<PublicGiving> => {
    // The settings are private to the giving part; the page shows only these, read as the server.
    const payload = await getPayloadClient()
    const { phone, form_urls, provider_name } = (await payload.findGlobal({
      slug: 'giving-settings',
      depth: 0,
      overrideAccess: true,
      select: { phone: true, form_urls: true, provider_name: true },
    })) as GivingSetting
    return { phone, form_urls, provider_name }
  },
)

export const getLegalPages = cachedRead('legal-pages', 'read', async () => {
  const { privacy, terms, updatedAt } = await findGlobal<LegalPage>('legal-pages')
  return { privacy, terms, updatedAt: updatedAt ?? null }
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
  if (!isSlug(slug)) return Promise.resolve(null)
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
  if (!isSlug(slug)) return Promise.resolve(null)
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
