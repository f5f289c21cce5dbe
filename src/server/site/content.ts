import 'server-only'

import type {
  ChurchHistory,
  ChurchInfo,
  Event,
  GalleryImage,
  GivingSetting,
  LegalPage,
  Ministry,
  Sermon,
  ServiceTime,
  Staff,
} from '@/payload-types'

import { getPayloadClient } from '../payload'
import { cachedQuery } from './cachedQuery'

/**
 * The public site's reads through Payload's Local API. `overrideAccess: false` applies the
 * same access rules an anonymous visitor gets, so nothing private can leak onto a page.
 */
const PUBLIC_LIMIT = 200

async function list<T>(collection: string, sort: string | string[]): Promise<T[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: collection as 'events',
    overrideAccess: false,
    limit: PUBLIC_LIMIT,
    depth: 0,
    sort,
  })
  return result.docs as unknown as T[]
}

async function global<T>(slug: string): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({
    slug: slug as 'church-info',
    overrideAccess: false,
    depth: 0,
  })) as unknown as T
}

export type PublicEvent = Pick<
  Event,
  'id' | 'title' | 'date' | 'time' | 'location' | 'description' | 'updatedAt'
>
export type PublicMinistry = Pick<
  Ministry,
  'id' | 'name' | 'description' | 'leader' | 'meeting_time'
>
export type PublicStaff = Pick<Staff, 'id' | 'name' | 'title' | 'bio' | 'photo' | 'email' | 'phone'>
export type PublicSermon = Pick<
  Sermon,
  | 'id'
  | 'title'
  | 'preacher'
  | 'date'
  | 'scripture'
  | 'summary'
  | 'audio_url'
  | 'audio_bytes'
  | 'duration_seconds'
>
export type PublicImage = Pick<
  GalleryImage,
  'id' | 'src' | 'alt' | 'title' | 'description' | 'category' | 'date'
>
export type PublicChurchInfo = Pick<
  ChurchInfo,
  'name' | 'tagline' | 'mission' | 'address' | 'phone' | 'email'
>
export type PublicServiceTime = { day: string; time: string; service: string }
export type PublicGiving = Pick<GivingSetting, 'phone' | 'form_urls' | 'provider_name'>

export const getEvents = cachedQuery('events', async (): Promise<PublicEvent[]> =>
  (await list<Event>('events', 'date')).map(
    ({ id, title, date, time, location, description, updatedAt }) => ({
      id,
      title,
      date,
      time,
      location,
      description,
      updatedAt,
    }),
  ),
)

export const getMinistries = cachedQuery('ministries', async (): Promise<PublicMinistry[]> =>
  (await list<Ministry>('ministries', ['sort_order', 'createdAt'])).map(
    ({ id, name, description, leader, meeting_time }) => ({
      id,
      name,
      description,
      leader,
      meeting_time,
    }),
  ),
)

export const getStaff = cachedQuery('staff', async (): Promise<PublicStaff[]> =>
  (await list<Staff>('staff', ['sort_order', 'createdAt'])).map(
    ({ id, name, title, bio, photo, email, phone }) => ({
      id,
      name,
      title,
      bio,
      photo,
      email,
      phone,
    }),
  ),
)

export const getSermons = cachedQuery('sermons', async (): Promise<PublicSermon[]> =>
  (await list<Sermon>('sermons', '-date')).map(
    ({
      id,
      title,
      preacher,
      date,
      scripture,
      summary,
      audio_url,
      audio_bytes,
      duration_seconds,
    }) => ({
      id,
      title,
      preacher,
      date,
      scripture,
      summary,
      audio_url,
      audio_bytes,
      duration_seconds,
    }),
  ),
)

export const getGalleryImages = cachedQuery('gallery-images', async (): Promise<PublicImage[]> =>
  (await list<GalleryImage>('gallery-images', '-createdAt')).map(
    ({ id, src, alt, title, description, category, date }) => ({
      id,
      src,
      alt,
      title,
      description,
      category,
      date,
    }),
  ),
)

export const getChurchInfo = cachedQuery('church-info', async (): Promise<PublicChurchInfo> => {
  const { name, tagline, mission, address, phone, email } = await global<ChurchInfo>('church-info')
  return { name, tagline, mission, address, phone, email }
})

export const getChurchHistory = cachedQuery('church-history', async () => {
  const { founding, founder_name, milestones } = await global<ChurchHistory>('church-history')
  return {
    founding,
    founder_name,
    milestones: (milestones ?? []).map(({ year, event }) => ({ year, event })),
  }
})

export const getServiceTimes = cachedQuery(
  'service-times',
  async (): Promise<PublicServiceTime[]> =>
    ((await global<ServiceTime>('service-times')).times ?? []).map(({ day, time, service }) => ({
      day,
      time,
      service,
    })),
)

export const getGivingSettings = cachedQuery('giving-settings', async (): Promise<PublicGiving> => {
  const { phone, form_urls, provider_name } = await global<GivingSetting>('giving-settings')
  return { phone, form_urls, provider_name }
})

export const getLegalPages = cachedQuery('legal-pages', async () => {
  const { privacy, terms } = await global<LegalPage>('legal-pages')
  return { privacy, terms }
})
