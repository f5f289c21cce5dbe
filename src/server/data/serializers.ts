import 'server-only'

import type {
  ChurchHistory,
  ChurchInfo,
  ContactSubmission,
  Event,
  GalleryImage,
  GivingSetting,
  Ministry,
  PrayerRequest,
  Sermon,
  ServiceTime,
  Staff,
  Subscriber,
  User,
} from '@/payload-types'
import type {
  ChurchHistoryJson,
  ChurchInfoJson,
  ContactJson,
  EventJson,
  GalleryImageJson,
  GivingSettingsJson,
  MinistryJson,
  PrayerRequestJson,
  ProfileJson,
  SermonJson,
  ServiceTimeJson,
  StaffJson,
  SubscriberJson,
} from '@/lib/contract/types'
import { safeLink } from '@/lib/contract/links'
import type { ServiceTime as SiteServiceTime } from '@/lib/serviceTimes'
import { GIVING_FUND_IDS } from '@/lib/contract/values'

import { EXAMPLE_GIVING_HOST } from '../site/churchDefaults'

/**
 * One function per entity maps a stored document to the contract's snake_case shape:
 * exactly the contract's fields, never Payload's internals (hash, salt, sessions).
 */

const orNull = <T>(value: T | null | undefined): T | null => value ?? null

// Stored links go out only as the link rule allows (safeLink): one stored before the rule, or
// written around it, never reaches an `href`, a `src` or a feed.

export const serializeStaff = (doc: Staff): StaffJson => ({
  id: doc.id,
  name: doc.name,
  title: doc.title,
  bio: doc.bio,
  photo: safeLink(doc.photo),
  email: orNull(doc.email),
  phone: orNull(doc.phone),
})

export const serializeEvent = (doc: Event): EventJson => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug ?? '',
  date: doc.date,
  time: doc.time,
  description: doc.description,
  location: doc.location,
})

export const serializeMinistry = (doc: Ministry): MinistryJson => ({
  id: doc.id,
  name: doc.name,
  description: doc.description,
  leader: doc.leader,
  meeting_time: doc.meeting_time,
})

export const serializeSermon = (doc: Sermon): SermonJson => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug ?? '',
  preacher: doc.preacher,
  date: doc.date,
  scripture: doc.scripture,
  summary: doc.summary,
  audio_url: safeLink(doc.audio_url),
})

export const serializeGalleryImage = (doc: GalleryImage): GalleryImageJson => ({
  id: doc.id,
  src: safeLink(doc.src) ?? '',
  alt: doc.alt,
  title: orNull(doc.title),
  description: orNull(doc.description),
  category: doc.category,
  date: orNull(doc.date),
})

export const serializePrayerRequest = (doc: PrayerRequest): PrayerRequestJson => ({
  id: doc.id,
  name: doc.name,
  email: orNull(doc.email),
  phone: orNull(doc.phone),
  subject: doc.subject,
  message: doc.message,
  is_public: Boolean(doc.is_public),
  is_urgent: Boolean(doc.is_urgent),
  status: doc.status,
  submitted_at: orNull(doc.submitted_at),
  created_at: doc.createdAt,
})

export const serializeContact = (doc: ContactSubmission): ContactJson => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  phone: orNull(doc.phone),
  subject: doc.subject,
  message: doc.message,
  contact_preference: doc.contact_preference,
  message_type: doc.message_type,
  status: doc.status,
  submitted_at: orNull(doc.submitted_at),
  created_at: doc.createdAt,
})

export const serializeSubscriber = (doc: Subscriber): SubscriberJson => ({
  id: doc.id,
  first_name: doc.first_name,
  last_name: doc.last_name,
  email: doc.email,
  is_active: doc.status === 'active',
  status: doc.status,
  created_at: doc.createdAt,
})

export const serializeProfile = (user: User): ProfileJson => ({
  id: user.id,
  username: orNull(user.username),
  full_name: user.full_name,
  email: orNull(user.email),
})

export const serializeChurchInfo = (doc: ChurchInfo): ChurchInfoJson => ({
  name: orNull(doc.name),
  tagline: orNull(doc.tagline),
  mission: orNull(doc.mission),
  address: orNull(doc.address),
  phone: orNull(doc.phone),
  email: orNull(doc.email),
})

export const serializeChurchHistory = (doc: ChurchHistory): ChurchHistoryJson => ({
  founding: orNull(doc.founding),
  founder_name: orNull(doc.founder_name),
  milestones: (doc.milestones ?? []).map(({ year, event }) => ({ year, event })),
})

export const serializeServiceTimes = (doc: ServiceTime): ServiceTimeJson[] =>
  (doc.times ?? []).map(({ day, time, service }) => ({ day, time, service }))

/** A service as the pages list it: the contract's fields and the Services page's line. */
export type ServiceTimeRecord = SiteServiceTime

export const serviceTimeRecords = (doc: ServiceTime): ServiceTimeRecord[] =>
  (doc.times ?? []).map(({ day, time, service, note }) => ({
    day,
    time,
    service,
    note: note ?? null,
  }))

/** A form address on the seed's example provider, which takes no gifts. */
const onExampleProvider = (address: string | null | undefined) => {
  if (!address) return true
  try {
    return new URL(address).hostname === EXAMPLE_GIVING_HOST
  } catch {
    return true
  }
}

/**
 * Only what the admin needs: the provider's name and dashboard link for the donations screen,
 * and which funds still give to the example provider, for the dashboard's warning.
 */
export const serializeGivingSettings = (doc: GivingSetting): GivingSettingsJson => ({
  provider_name: orNull(doc.provider_name),
  dashboard_url: orNull(doc.dashboard_url),
  placeholder_funds: GIVING_FUND_IDS.filter((fund) => onExampleProvider(doc.form_urls?.[fund])),
})
