import type { AuditAction } from './audit'
import type { Role } from './roles'
import type {
  ContactPreference,
  ContactStatus,
  DonationFrequency,
  GalleryCategory,
  GivingFundId,
  MessageType,
  PrayerStatus,
  RegistrationStatus,
  NewsletterStatus,
  SubscriberStatus,
} from './values'

/**
 * The answers of the /api contract (docs/api.md), written once. The server's serializers
 * produce exactly these shapes and the admin screens read them; ids are opaque to clients.
 */

export type Id = number | string

export type StaffJson = {
  id: Id
  name: string
  title: string
  bio: string
  photo: string | null
  email: string | null
  phone: string | null
}

export type EventJson = {
  id: Id
  title: string
  /** The event's page is /events/<slug>; made from the first title, never changed. */
  slug: string
  date: string
  time: string
  description: string
  location: string
  /** Null when the event takes no registrations. */
  registration: EventRegistrationJson | null
}

/** An event's registration, as the public answers show it (docs/api.md, "Event registrations"). */
export type EventRegistrationJson = {
  enabled: boolean
  /** People; null: no limit. */
  capacity: number | null
  /** People who can still be confirmed; null without a limit. */
  seats_left: number | null
  /** Whether a registration that does not fit joins the waiting list (else it is refused). */
  waitlist: boolean
  /** The instant registration closes: the one set, or the event's start in Dallas. */
  closes_at: string
}

/** A registration of the roster (GET /api/events/{id}/registrations, PUT /api/registrations/{id}). */
export type RegistrationJson = {
  id: Id
  name: string
  email: string
  phone: string | null
  party_size: number
  notes: string | null
  status: RegistrationStatus
  /** The place on the waiting list, from 1, for a waitlisted registration; else null. */
  position: number | null
  created_at: string
  checked_in: boolean
}

/** POST /api/events/{id}/registrations: what became of the registration. */
export type RegistrationResultJson = {
  id: Id
  status: 'confirmed' | 'waitlisted'
  /** The place on the waiting list, for a waitlisted registration. */
  position?: number
  /** The email had a registration for this event already: this is it (its email was sent again). */
  already_registered?: true
}

export type MinistryJson = {
  id: Id
  name: string
  description: string
  leader: string
  meeting_time: string
}

export type SermonJson = {
  id: Id
  title: string
  /** The sermon's page is /sermons/<slug>; made from the first title, never changed. */
  slug: string
  preacher: string
  date: string
  scripture: string
  summary: string
  audio_url: string | null
}

export type GalleryImageJson = {
  id: Id
  src: string
  alt: string
  title: string | null
  description: string | null
  category: GalleryCategory | (string & {})
  date: string | null
}

export type ChurchInfoJson = {
  name: string | null
  tagline: string | null
  mission: string | null
  address: string | null
  phone: string | null
  email: string | null
}

export type ChurchHistoryJson = {
  founding: number | null
  founder_name: string | null
  milestones: { year: string; event: string }[]
}

export type ServiceTimeJson = { day: string; time: string; service: string }

export type PrayerRequestJson = {
  id: Id
  name: string
  email: string | null
  phone: string | null
  subject: string
  message: string
  is_public: boolean
  is_urgent: boolean
  status: PrayerStatus
  submitted_at: string | null
  created_at: string
  /** Shown on the prayer wall now (docs/api.md, "Prayer wall"). */
  on_wall: boolean
  /** The team's text for the wall; null: the wall shows `message`. */
  public_message: string | null
  praise_note: string | null
  /** When it last went up on the wall; null: never. */
  shared_at: string | null
  prayed_count: number
  /** The requester asked to be shown as "Anonymous". */
  anonymous: boolean
}

/** A request of GET /api/prayer-wall: only what the wall shows, never who sent it. */
export type PrayerWallItemJson = {
  id: Id
  /** First name and last initial, or "Anonymous". */
  name: string
  subject: string
  message: string
  is_urgent: boolean
  shared_at: string
  prayed_count: number
  /** A completed request with the team's praise note, for a week after it was completed. */
  answered: { praise_note: string; answered_at: string } | null
}

export type PrayerWallPageJson = { items: PrayerWallItemJson[]; page: number; pages: number }

/** POST /api/prayer-wall/{id}/prayed. */
export type PrayedJson = { prayed_count: number }

export type ContactJson = {
  id: Id
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  contact_preference: ContactPreference
  message_type: MessageType
  status: ContactStatus
  submitted_at: string | null
  created_at: string
}

/** A newsletter (docs/api.md, "Newsletters"); `body` is the editor's document (Lexical JSON). */
export type NewsletterJson = {
  id: Id
  subject: string
  preview_text: string | null
  body: unknown
  include_events: boolean
  status: NewsletterStatus
  send_at: string | null
  sent_at: string | null
  /** How many subscribers it goes to: null until the send starts. */
  total: number | null
  sent: number
  failed: number
  /** Copies whose server stopped as they went out: they may or may not have arrived. */
  uncertain: number
  /** Its address in the archive (`/newsletter/<slug>`), once it goes out. */
  slug: string | null
  created_at: string
  updated_at: string
}

export type SubscriberJson = {
  id: Id
  first_name: string
  last_name: string
  email: string
  /** True only for a confirmed subscription that was not ended (`status` is `active`). */
  is_active: boolean
  status: SubscriberStatus
  created_at: string
}

export type ProfileJson = {
  id: Id
  username: string | null
  full_name: string
  email: string | null
  roles: Role[]
}

/** A person of GET/POST/PUT /api/admin/users. */
export type PersonJson = ProfileJson & { active: boolean; last_login_at: string | null }

/** An entry of GET /api/admin/audit. */
export type AuditEntryJson = {
  id: Id
  at: string
  user: string | null
  action: AuditAction
  entity: string | null
  entity_id: string | null
  fields: string[]
  ip: string | null
}

export type LoginJson = { access_token: string; token_type: 'bearer'; user: ProfileJson }

/** GET /api/admin/login-hint: the default credentials while they still work, else `{}`. */
export type LoginHintJson = { username?: string; password?: string }

/** GET /api/admin/dashboard/stats: only the counters the person's roles cover. */
export type DashboardStatsJson = Partial<{
  total_events: number
  total_staff: number
  total_prayer_requests: number
  total_newsletter_subscribers: number
  pending_prayer_requests: number
  new_contact_submissions: number
}>

export type DonationStatsJson = {
  total_amount: number
  total_donations: number
  average_gift: number
  this_month_amount: number
  this_month_donations: number
  top_donation_types: { type: string; count: number; amount: number }[]
}

export type DonationJson = {
  id: Id
  amount: number
  donation_type: string
  frequency: DonationFrequency | (string & {})
  created_at: string
  campaign: string | null
  donor_info: { name: string | null; email: string | null }
}

export type DonorJson = {
  id: Id
  name: string | null
  email: string
  first_donation_date: string | null
  last_donation_date: string | null
  total_amount: number
  total_donations: number
}

/** GET /api/admin/giving-settings */
export type GivingSettingsJson = {
  provider_name: string | null
  dashboard_url: string | null
  /** The funds whose hosted form is still the example provider's: gifts to them go nowhere. */
  placeholder_funds: GivingFundId[]
}

/** POST /api/admin/upload */
export type UploadJson = {
  success: true
  data: { file_url: string; mime_type: string; size: number }
}

/** The answer of the public form posts and of deletes. */
export type SuccessJson = { success: true; id?: Id }

// Giving insight: GET /api/donations/analytics/<report> (docs/api.md). Amounts in dollars,
// months `YYYY-MM` and quarters `YYYY-Qn` in Dallas time.

/** The period a report covers, both months included. */
export type AnalyticsPeriodJson = { from: string; to: string }

export type AnalyticsTrendsJson = {
  period: AnalyticsPeriodJson
  months: {
    month: string
    amount: number
    count: number
    one_time_amount: number
    recurring_amount: number
    /** The same month a year earlier. */
    previous_year_amount: number
    previous_year_count: number
  }[]
}

export type AnalyticsRetentionJson = {
  period: AnalyticsPeriodJson
  quarters: {
    quarter: string
    donors: number
    /** First gift ever in this quarter. */
    new_donors: number
    /** Gave in this quarter and before it. */
    returning_donors: number
    /** Gave in the previous quarter, not in this one. */
    lapsed_donors: number
    /** Share (0 to 1) of the previous quarter's donors who gave again; null with none. */
    retention_rate: number | null
  }[]
}

export type AnalyticsCampaignsJson = {
  period: AnalyticsPeriodJson
  campaigns: {
    /** `unknown` for gifts without a campaign. */
    campaign: string
    amount: number
    count: number
    donors: number
    average_gift: number
    first_gift: string
    last_gift: string
  }[]
}

export type AnalyticsSeasonsJson = {
  period: AnalyticsPeriodJson
  /** Twelve rows, January (1) to December (12). */
  months: { month: number; amount: number; count: number }[]
  /** Seven rows, Sunday (0) to Saturday (6). */
  weekdays: { weekday: number; amount: number; count: number }[]
}

export type AnalyticsSourceRowJson = { value: string; amount: number; count: number }

export type AnalyticsAttributionJson = {
  period: AnalyticsPeriodJson
  by_content: AnalyticsSourceRowJson[]
  by_medium: AnalyticsSourceRowJson[]
  by_fund: AnalyticsSourceRowJson[]
}

/** POST /api/donations/statements/email */
/** `GET /api/donations/statements/recipients?year=YYYY`: who that year's statements are for. */
export type StatementRecipientsJson = {
  year: number
  /** The donors with named gifts that year: each has a statement. */
  donor_ids: number[]
  /** Of them, those with an email address. */
  with_email: number
  /** Of those, the ones whose statement for the year was already emailed. */
  already_sent: number
}

export type StatementEmailJson = {
  year: number
  /** Statements queued for email now. */
  queued: number
  /** Donors skipped because their statement for the year was already sent. */
  already_sent: number
}
