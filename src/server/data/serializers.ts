import 'server-only'

import type {
  ChurchHistory,
  ChurchInfo,
  ContactSubmission,
  Event,
  EventRegistration,
  GalleryImage,
  GivingSetting,
  Ministry,
  PrayerRequest,
  Sermon,
  ServiceTime,
  Staff,
  Newsletter,
  Subscriber,
  User,
  AuditLog,
} from '@/payload-types'
import type {
  ChurchHistoryJson,
  ChurchInfoJson,
  ContactJson,
  EventJson,
  EventRegistrationJson,
  RegistrationJson,
  GalleryImageJson,
  GivingSettingsJson,
  MinistryJson,
  PrayerRequestJson,
  PrayerWallItemJson,
  AuditEntryJson,
  PersonJson,
  ProfileJson,
  SermonJson,
  ServiceTimeJson,
  StaffJson,
  SubscriberJson,
  NewsletterJson,
} from '@/lib/contract/types'
import { safeLink } from '@/lib/contract/links'
import { registrationClosesAt } from '@/lib/eventRegistration'
import type { Role } from '@/lib/contract/roles'
import type { ServiceTime as SiteServiceTime } from '@/lib/serviceTimes'
import { GIVING_FUND_IDS } from '@/lib/contract/values'
import { wallName } from '@/lib/prayerWall'

import { isAnswered, isOnWall } from '@/features/prayer'

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
  registration: serializeEventRegistration(doc),
})

/**
 * An event's registration: null when it takes none; its seats left from the people confirmed
 * (the settings' virtual `seats_taken`, counted on every read); when it closes, in Dallas.
 */
export function serializeEventRegistration(doc: Event): EventRegistrationJson | null {
  const settings = doc.registration
  if (!settings?.enabled) return null
  const capacity = settings.capacity ?? null
  return {
    enabled: true,
    capacity,
    seats_left: capacity === null ? null : Math.max(0, capacity - (settings.seats_taken ?? 0)),
    waitlist: Boolean(settings.waitlist),
    closes_at: registrationClosesAt(doc, settings.closes_at).toISOString(),
  }
}

/** A registration of the roster; `position` is its place on the waiting list, when it waits. */
export const serializeRegistration = (
  doc: EventRegistration,
  position: number | null = null,
): RegistrationJson => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  phone: orNull(doc.phone),
  party_size: doc.party_size,
  notes: orNull(doc.notes),
  status: doc.status,
  position: doc.status === 'waitlisted' ? position : null,
  created_at: doc.createdAt,
  checked_in: Boolean(doc.checked_in),
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
  on_wall: isOnWall(doc),
  public_message: orNull(doc.public_message),
  praise_note: orNull(doc.praise_note),
  shared_at: orNull(doc.shared_at),
  prayed_count: doc.prayed_count ?? 0,
  anonymous: Boolean(doc.anonymous),
})

/** The fields of a prayer request that the wall reads; nothing else is selected. */
export const WALL_SELECT = {
  name: true,
  anonymous: true,
  subject: true,
  message: true,
  public_message: true,
  is_urgent: true,
  shared_at: true,
  prayed_count: true,
  status: true,
  praise_note: true,
  completed_at: true,
} as const

/**
 * A request as the public wall shows it: the requester's first name and last initial (or
 * "Anonymous"), the team's text when they wrote one, never an email, a phone or a full name.
 */
export const serializeWallItem = (
  doc: Pick<PrayerRequest, 'id' | keyof typeof WALL_SELECT>,
  now = new Date(),
): PrayerWallItemJson => ({
  id: doc.id,
  name: wallName(doc.name, Boolean(doc.anonymous)),
  subject: doc.subject,
  message: doc.public_message || doc.message,
  is_urgent: Boolean(doc.is_urgent),
  shared_at: doc.shared_at as string,
  prayed_count: doc.prayed_count ?? 0,
  answered: isAnswered(doc, now)
    ? { praise_note: doc.praise_note as string, answered_at: doc.completed_at as string }
    : null,
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

export const serializeNewsletter = (doc: Newsletter): NewsletterJson => ({
  id: doc.id,
  subject: doc.subject,
  preview_text: orNull(doc.preview_text),
  body: doc.body ?? null,
  include_events: Boolean(doc.include_events),
  status: doc.status,
  send_at: orNull(doc.send_at),
  sent_at: orNull(doc.sent_at),
  total: doc.total ?? null,
  sent: doc.sent ?? 0,
  failed: doc.failed ?? 0,
  uncertain: doc.uncertain ?? 0,
  slug: orNull(doc.slug),
  created_at: doc.createdAt,
  updated_at: doc.updatedAt,
})

export const serializeProfile = (user: User): ProfileJson => ({
  id: user.id,
  username: orNull(user.username),
  full_name: user.full_name,
  email: orNull(user.email),
  roles: (user.roles ?? []) as Role[],
})

export const serializePerson = (user: User): PersonJson => ({
  ...serializeProfile(user),
  active: user.active !== false,
  last_login_at: orNull(user.last_login_at),
})

export const serializeAuditEntry = (doc: AuditLog): AuditEntryJson => ({
  id: doc.id,
  at: doc.createdAt,
  user: orNull(doc.username),
  action: doc.action,
  entity: orNull(doc.entity),
  entity_id: orNull(doc.entity_id),
  fields: Array.isArray(doc.fields) ? (doc.fields as string[]) : [],
  ip: orNull(doc.ip),
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
