import { z } from 'zod/mini'

import {
  flag,
  oneOf,
  optionalDate,
  optionalEmail,
  optionalLink,
  optionalSortOrder,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredLink,
  requiredText,
  withoutNul,
} from './fields'
import { LIMITS } from './limits'
import {
  CONTACT_PREFERENCES,
  DEFAULT_GALLERY_CATEGORY,
  DONATION_FREQUENCIES,
  DONATION_TYPES,
  GALLERY_CATEGORIES,
  MESSAGE_TYPES,
  valuesOf,
} from './values'

/**
 * The schema of every write of the /api contract, written once. Route handlers parse request
 * bodies with them (422 with every failing field); the admin's and the public site's forms
 * validate with the same schemas, so a person sees the server's rule before sending.
 * A content entity's update (PUT) takes the same schema as its create: it replaces the record.
 */

// Content entities (spec §5: required fields).

const { staff, event, ministry, sermon, gallery } = LIMITS

export const staffBody = z.object({
  name: requiredText('Name', staff.name),
  title: requiredText('Title', staff.title),
  bio: requiredText('Bio', staff.bio),
  photo: optionalLink('Photo', staff.photo),
  email: optionalEmail(),
  phone: optionalText('Phone', staff.phone),
  sort_order: optionalSortOrder,
})

export const eventBody = z.object({
  title: requiredText('Title', event.title),
  date: requiredDate('Date'),
  time: requiredText('Time', event.time),
  location: requiredText('Location', event.location),
  description: requiredText('Description', event.description),
})

export const ministryBody = z.object({
  name: requiredText('Name', ministry.name),
  description: requiredText('Description', ministry.description),
  leader: requiredText('Leader', ministry.leader),
  meeting_time: requiredText('Meeting time', ministry.meeting_time),
  sort_order: optionalSortOrder,
})

export const sermonBody = z.object({
  title: requiredText('Title', sermon.title),
  preacher: requiredText('Preacher', sermon.preacher),
  date: requiredDate('Date'),
  scripture: requiredText('Scripture', sermon.scripture),
  summary: requiredText('Summary', sermon.summary),
  audio_url: optionalLink('Audio URL', sermon.audio_url),
})

export const galleryBody = z.object({
  src: requiredLink('Image URL', gallery.src),
  alt: requiredText('Description', gallery.alt),
  title: optionalText('Title', gallery.title),
  description: optionalText('Description', gallery.description),
  category: z._default(oneOf('Category', valuesOf(GALLERY_CATEGORIES)), DEFAULT_GALLERY_CATEGORY),
  date: optionalDate('Date'),
})

/** Input names accepted beside the stored ones (contract: meetingTime, audioUrl, url). */
export const CONTENT_ALIASES = {
  staff: {},
  events: {},
  ministries: { meetingTime: 'meeting_time' },
  sermons: { audioUrl: 'audio_url' },
  gallery: { url: 'src' },
} as const

export const contentBodies = {
  staff: staffBody,
  events: eventBody,
  ministries: ministryBody,
  sermons: sermonBody,
  gallery: galleryBody,
} as const

export type ContentEntity = keyof typeof contentBodies

export type StaffBody = z.input<typeof staffBody>
export type EventBody = z.input<typeof eventBody>
export type MinistryBody = z.input<typeof ministryBody>
export type SermonBody = z.input<typeof sermonBody>
export type GalleryBody = z.input<typeof galleryBody>

// Church settings.

const { churchInfo, churchHistory } = LIMITS

export const churchInfoBody = z.object({
  name: requiredText('Name', churchInfo.name),
  tagline: requiredText('Tagline', churchInfo.tagline),
  mission: requiredText('Mission', churchInfo.mission),
  address: requiredText('Address', churchInfo.address),
  phone: requiredText('Phone', churchInfo.phone),
  email: requiredEmail(),
})

const foundingRange = `Founding year must be between ${churchHistory.founding.min} and ${churchHistory.founding.max}`

/** A blank or null founding year (an empty form field) is a missing one, not the year 0. */
const blankAsMissing = z.transform((value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
)

export const churchHistoryBody = z.object({
  founding: z.pipe(
    blankAsMissing,
    z.coerce
      .number({ error: 'Founding year is required' })
      .check(
        z.int({ error: 'Founding year must be a whole year' }),
        z.minimum(churchHistory.founding.min, { error: foundingRange }),
        z.maximum(churchHistory.founding.max, { error: foundingRange }),
      ),
  ),
  founder_name: requiredText('Founder name', churchHistory.founder_name),
  milestones: z._default(
    z
      .array(
        z.object({
          year: z.pipe(
            z.pipe(
              z.union([z.string(), z.number()], { error: 'Milestone year is required' }),
              z.transform(String),
            ),
            requiredText('Milestone year', churchHistory.year),
          ),
          event: requiredText('Milestone event', churchHistory.event),
        }),
        { error: 'Milestones must be a list' },
      )
      .check(z.maxLength(200)),
    [],
  ),
})

// The visitor's forms.

/** A client's claimed submission instant, kept when it is a real ISO-8601 instant. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const submittedAt = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const claimed =
      typeof value === 'string' && value.length <= 40 && ISO_INSTANT.test(value)
        ? new Date(value)
        : null
    return claimed && !Number.isNaN(claimed.getTime())
      ? claimed.toISOString()
      : new Date().toISOString()
  }),
)

const { contact, prayer } = LIMITS

export const contactBody = z.object({
  name: requiredText('Name', contact.name),
  email: requiredEmail(),
  phone: optionalText('Phone', contact.phone),
  subject: requiredText('Subject', contact.subject),
  message: requiredText('Message', contact.message),
  contact_preference: z._default(
    oneOf('Contact preference', valuesOf(CONTACT_PREFERENCES)),
    'email',
  ),
  message_type: oneOf('Message type', valuesOf(MESSAGE_TYPES), 'Please choose a message type'),
  submitted_at: submittedAt,
})
export type ContactBody = z.input<typeof contactBody>

export const prayerRequestBody = z.object({
  name: requiredText('Name', prayer.name),
  email: optionalEmail(),
  phone: optionalText('Phone', prayer.phone),
  subject: requiredText('Subject', prayer.subject),
  message: requiredText('Prayer request', prayer.message),
  is_public: flag('Share publicly'),
  is_urgent: flag('Urgent'),
  submitted_at: submittedAt,
})
export type PrayerRequestBody = z.input<typeof prayerRequestBody>

export const subscribeBody = z.object({
  first_name: requiredText('First name', LIMITS.subscriber.first_name),
  last_name: requiredText('Last name', LIMITS.subscriber.last_name),
  email: requiredEmail(),
})
export type SubscribeBody = z.input<typeof subscribeBody>

// Administrators.

export const loginBody = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Username is required' }),
      z.maxLength(LIMITS.user.username, { error: 'Username is too long' }),
      withoutNul('Username'),
    ),
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required' }),
      z.maxLength(LIMITS.user.password.max, { error: 'Password is too long' }),
      withoutNul('Password'),
    ),
})
export type LoginBody = z.input<typeof loginBody>

const { password } = LIMITS.user
export const MIN_PASSWORD_LENGTH = password.min

/** Spec §5: the confirmation is compared first, then the new password's length. */
export const passwordChangeBody = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .check(
        z.minLength(1, { error: 'Current password is required' }),
        z.maxLength(password.max),
        withoutNul('Current password'),
      ),
    new_password: z
      .string({ error: 'New password is required' })
      .check(
        z.maxLength(password.max, { error: 'New password is too long' }),
        withoutNul('New password'),
      ),
    confirm_password: z
      .string({ error: 'Please confirm the new password' })
      .check(z.maxLength(password.max), withoutNul('Confirm password')),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.new_password !== body.confirm_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirm_password'],
          message: 'New passwords do not match',
        })
      } else if (body.new_password.length < password.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['new_password'],
          message: `New password must be at least ${password.min} characters`,
        })
      }
    }),
  )
export type PasswordChangeBody = z.input<typeof passwordChangeBody>

// The donation provider's webhook (docs/api.md).

export const donationWebhookBody = z.object({
  transaction_id: requiredText('transaction_id', LIMITS.donation.transaction_id),
  amount_cents: z
    .number({ error: 'amount_cents must be a whole number of cents' })
    .check(
      z.int({ error: 'amount_cents must be a whole number of cents' }),
      z.minimum(1, { error: 'amount_cents must be positive' }),
      z.maximum(100_000_000_00, { error: 'amount_cents is too large' }),
    ),
  donation_type: oneOf('donation_type', valuesOf(DONATION_TYPES)),
  frequency: z._default(oneOf('frequency', valuesOf(DONATION_FREQUENCIES)), 'one_time'),
  campaign: optionalText('campaign', LIMITS.donation.campaign),
  // The giving link's tags, as the provider passes them back (spec §7).
  utm_source: optionalText('utm_source', LIMITS.donation.utm),
  utm_medium: optionalText('utm_medium', LIMITS.donation.utm),
  utm_campaign: optionalText('utm_campaign', LIMITS.donation.utm),
  utm_content: optionalText('utm_content', LIMITS.donation.utm),
  donated_at: z.iso.datetime({ offset: true, error: 'donated_at must be an ISO-8601 instant' }),
  anonymous: z._default(z.boolean(), false),
  donor: z.nullish(
    z.object({
      name: optionalText('donor.name', LIMITS.donation.donor_name),
      email: optionalEmail('donor.email'),
      address: optionalText('donor.address', LIMITS.donor.address),
    }),
  ),
})
export type DonationWebhookBody = z.output<typeof donationWebhookBody>

// Giving insight: analytics and year-end contribution statements (docs/api.md).

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const optionalMonth = (label: string) =>
  z.optional(z.string().check(z.regex(MONTH, { error: `${label} must be a month, YYYY-MM` })))

/**
 * `GET /api/donations/analytics/<report>?from=YYYY-MM&to=YYYY-MM`: both months included, in
 * Dallas time; without them, the last 12 months up to this one.
 */
export const analyticsQuery = z
  .object({ from: optionalMonth('from'), to: optionalMonth('to') })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' })
      }
    }),
  )
export type AnalyticsQuery = z.output<typeof analyticsQuery>

const statementYear = z.coerce
  .number({ error: 'year must be a year' })
  .check(
    z.int({ error: 'year must be a whole year' }),
    z.minimum(LIMITS.statement.first_year, { error: 'year is out of range' }),
    z.maximum(LIMITS.statement.last_year, { error: 'year is out of range' }),
  )

/** `?year=YYYY` of the statement downloads. */
export const statementQuery = z.object({ year: statementYear })

/** `POST /api/donations/statements/email`: `resend` sends again to donors already sent that year. */
export const statementEmailBody = z.object({
  year: statementYear,
  resend: z._default(z.boolean({ error: 'resend must be true or false' }), false),
})
export type StatementEmailBody = z.input<typeof statementEmailBody>
