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
import { AUDIT_ACTIONS, AUDIT_PAGE } from './audit'
import { churchInstant } from '../churchClock'
import { isCalendarDate, LIMITS, SUBSCRIBER_LIST } from './limits'
import { requiredMessage } from './messages'
import { ROLES } from './roles'
import {
  CONTACT_PREFERENCES,
  DEFAULT_GALLERY_CATEGORY,
  DONATION_FREQUENCIES,
  DONATION_TYPES,
  GALLERY_CATEGORIES,
  MESSAGE_TYPES,
  REGISTRATION_DESK_STATUSES,
  SUBSCRIBER_STATUSES,
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

const { registration } = LIMITS

/** A whole number typed in a form (`"12"`) or sent as JSON (`12`); blank or null: none. */
const wholeNumberOrNone = z.transform((value: unknown): unknown => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return null
    return /^-?\d{1,9}$/.test(text) ? Number(text) : value
  }
  return value
})

const capacityMessage = `Capacity must be a whole number from ${registration.capacity.min} to ${registration.capacity.max}, or empty for no limit`

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const closesAtMessage =
  'Closing time must be a date and time (YYYY-MM-DDTHH:MM, Dallas time) or an ISO-8601 instant'

/**
 * When registration closes: an ISO-8601 instant, or a Dallas wall-clock time as a
 * datetime-local field gives it (`2026-12-24T18:00`); answered as an ISO instant (UTC). Blank
 * or null: when the event starts.
 */
const closesAt = z.pipe(
  z.nullish(z.string({ error: closesAtMessage }).check(z.trim(), z.maxLength(40))),
  z.transform((value, ctx): string | null => {
    if (!value) return null
    const wall = WALL_CLOCK.exec(value)
    const instant = wall
      ? isCalendarDate(wall[1]) && Number(wall[2]) < 24 && Number(wall[3]) < 60
        ? churchInstant(wall[1], Number(wall[2]), Number(wall[3]))
        : null
      : ZONED_INSTANT.test(value)
        ? new Date(value)
        : null
    if (!instant || Number.isNaN(instant.getTime())) {
      ctx.issues.push({ code: 'custom', input: value, message: closesAtMessage })
      return null
    }
    return instant.toISOString()
  }),
)

/**
 * An event's registration settings (`registration` of POST and PUT /api/events): on or off, a
 * capacity in people (none: no limit), a waiting list, and when registration closes (none:
 * when the event starts, in Dallas). Absent or null: the event takes no registrations.
 */
export const eventRegistrationSettings = z.object({
  enabled: flag('Registration'),
  capacity: z.pipe(
    wholeNumberOrNone,
    z.nullable(
      z
        .number({ error: capacityMessage })
        .check(
          z.int({ error: capacityMessage }),
          z.minimum(registration.capacity.min, { error: capacityMessage }),
          z.maximum(registration.capacity.max, { error: capacityMessage }),
        ),
    ),
  ),
  waitlist: flag('Waiting list'),
  closes_at: closesAt,
})
export type EventRegistrationSettings = z.output<typeof eventRegistrationSettings>

export const eventBody = z.object({
  title: requiredText('Title', event.title),
  date: requiredDate('Date'),
  time: requiredText('Time', event.time),
  location: requiredText('Location', event.location),
  description: requiredText('Description', event.description),
  registration: z.pipe(
    z._default(z.nullable(eventRegistrationSettings), null),
    z.transform(
      (settings): EventRegistrationSettings =>
        settings ?? { enabled: false, capacity: null, waitlist: false, closes_at: null },
    ),
  ),
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
  /** Shown on the prayer wall as "Anonymous" instead of first name and last initial. */
  anonymous: flag('Anonymous'),
  submitted_at: submittedAt,
})
export type PrayerRequestBody = z.input<typeof prayerRequestBody>

// The prayer wall (docs/api.md, "Prayer wall").

/**
 * `PUT /api/prayer-requests/{id}/wall`: on the wall or not, and the team's own texts. A text
 * left out keeps its value; `null` or `""` clears it (the wall then shows the original message,
 * which is never changed).
 */
export const prayerWallBody = z.object({
  on_wall: z.boolean({ error: 'on_wall must be true or false' }),
  public_message: z.optional(
    optionalText('Text shown on the wall', LIMITS.prayerWall.public_message),
  ),
  praise_note: z.optional(optionalText('Praise note', LIMITS.prayerWall.praise_note)),
})
export type PrayerWallBody = z.input<typeof prayerWallBody>

/** `GET /api/prayer-wall?page=N`: a page from 1 (default 1). */
export const prayerWallQuery = z.object({
  page: z._default(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'page must be a whole number from 1' })),
      z.transform(Number),
    ),
    1,
  ),
})

// Event registrations (docs/api.md, "Event registrations").

const partySizeMessage = `Party size must be a whole number from ${registration.party_size.min} to ${registration.party_size.max}`

/**
 * `POST /api/events/{id}/registrations`: who is coming and how many (the event page's form,
 * or the office adding someone by hand). `party_size` may come as a form's text (`"2"`).
 */
export const registrationBody = z.object({
  name: requiredText('Name', registration.name),
  email: requiredEmail(),
  phone: optionalText('Phone', registration.phone),
  party_size: z.pipe(
    wholeNumberOrNone,
    z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined
            ? requiredMessage('Party size')
            : partySizeMessage,
      })
      .check(
        z.int({ error: partySizeMessage }),
        z.minimum(registration.party_size.min, { error: partySizeMessage }),
        z.maximum(registration.party_size.max, { error: partySizeMessage }),
      ),
  ),
  notes: optionalText('Notes', registration.notes),
})
export type RegistrationBody = z.input<typeof registrationBody>

/** `PUT /api/registrations/{id}`: the office's change of status or check-in, at least one. */
export const registrationUpdateBody = z
  .object({
    status: z.optional(oneOf('Status', REGISTRATION_DESK_STATUSES)),
    checked_in: z.optional(z.boolean({ error: 'Checked in must be true or false' })),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.checked_in !== undefined, {
      error: 'Send at least one of status and checked_in',
    }),
  )
export type RegistrationUpdateBody = z.output<typeof registrationUpdateBody>

/** `POST /api/registrations/cancel`: the token of an email's cancel link. */
export const registrationCancelBody = z.object({
  token: z
    .string({ error: 'The link has no token' })
    .check(z.minLength(1, { error: 'The link has no token' }), z.maxLength(200)),
})

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

const newPassword = z
  .string({ error: 'New password is required' })
  .check(
    z.maxLength(password.max, { error: 'New password is too long' }),
    withoutNul('New password'),
  )
const confirmPassword = z
  .string({ error: 'Please confirm the new password' })
  .check(z.maxLength(password.max), withoutNul('Confirm password'))

/**
 * Spec §5: the confirmation is compared first, then the new password's length. The same rule
 * and words for a password change, a reset and an invitation's first password.
 */
const newPasswordsAgree = z.superRefine(
  (body: { new_password: string; confirm_password: string }, ctx) => {
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
  },
)

export const passwordChangeBody = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .check(
        z.minLength(1, { error: 'Current password is required' }),
        z.maxLength(password.max),
        withoutNul('Current password'),
      ),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .check(newPasswordsAgree)
export type PasswordChangeBody = z.input<typeof passwordChangeBody>

/** `POST /api/admin/password/forgot`: the account, by its username or its email address. */
export const forgotPasswordBody = z.object({
  username_or_email: z.pipe(
    requiredText('Username or email', LIMITS.contact.email),
    z.transform((value) => value.toLowerCase()),
  ),
})
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>

/**
 * `POST /api/admin/password/reset`: the token of an emailed link (a reset or an invitation)
 * and the new password, twice.
 */
export const passwordResetBody = z
  .object({
    token: z
      .string({ error: 'The link has no token' })
      .check(z.minLength(1, { error: 'The link has no token' }), z.maxLength(200)),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .check(newPasswordsAgree)
export type PasswordResetBody = z.input<typeof passwordResetBody>

// People and their roles (GET, POST /api/admin/users, PUT /api/admin/users/{id}).

const USERNAME_CHARACTERS = /^[A-Za-z0-9._-]+$/
const ROLE_VALUES = valuesOf(ROLES)

/** Kept in lower case, as Payload keeps usernames and compares them at sign-in. */
const username = z.pipe(
  requiredText('Username', LIMITS.user.username).check(
    z.refine(
      (value) => USERNAME_CHARACTERS.test(value),
      'Username may hold only letters, digits, dots, dashes and underscores',
    ),
  ),
  z.transform((value) => value.toLowerCase()),
)

const fullName = requiredText('Full name', LIMITS.user.full_name)

/** At least one role, each one of ROLES; kept once each, in the order of ROLES. */
const roleList = z.pipe(
  z
    .array(oneOf('Role', ROLE_VALUES), { error: 'Roles must be a list' })
    .check(z.minLength(1, { error: 'Choose at least one role' })),
  z.transform((roles) => ROLE_VALUES.filter((role) => roles.includes(role))),
)

/** A first password; without one (or blank), the person is emailed an invitation instead. */
const firstPassword = z.pipe(
  blankAsMissing,
  z.optional(
    z.string({ error: 'Password must be text' }).check(
      z.minLength(password.min, {
        error: `Password must be at least ${password.min} characters`,
      }),
      z.maxLength(password.max, { error: 'Password is too long' }),
      withoutNul('Password'),
    ),
  ),
)

export const personCreateBody = z.object({
  username,
  full_name: fullName,
  email: requiredEmail(),
  roles: roleList,
  password: firstPassword,
})
export type PersonCreateBody = z.input<typeof personCreateBody>

/** The edit dialog's form: name, email and roles, each required (a valid update body too). */
export const personEditBody = z.object({
  full_name: fullName,
  email: requiredEmail(),
  roles: roleList,
})
export type PersonEditBody = z.input<typeof personEditBody>

/** An update changes only the fields it names, at least one. */
export const personUpdateBody = z
  .object({
    full_name: z.optional(fullName),
    email: z.optional(requiredEmail()),
    roles: z.optional(roleList),
    active: z.optional(z.boolean({ error: 'Active must be true or false' })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: 'Send at least one of full_name, email, roles and active',
    }),
  )
export type PersonUpdateBody = z.output<typeof personUpdateBody>

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

// The audit log (docs/api.md).

const AUDIT_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE.max}`
const ENTRY_ID = /^\d{1,15}$/
const ENTITY = /^[a-z0-9][a-z0-9-]{0,63}$/

const isInstant = (value: string) =>
  ISO_INSTANT.test(value) && !Number.isNaN(new Date(value).getTime())

/** `?before=`: an entry's id (the last one of a page), or an instant; entries older than it. */
const auditCursor = z.pipe(
  z.string().check(
    z.refine((value) => ENTRY_ID.test(value) || isInstant(value), {
      error: 'before must be an entry id or an ISO-8601 instant',
    }),
  ),
  z.transform((value) =>
    ENTRY_ID.test(value) ? { id: Number(value) } : { at: new Date(value).toISOString() },
  ),
)

const auditDate = (label: string) =>
  z.optional(
    z.string().check(z.refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)` })),
  )

/**
 * `GET /api/admin/audit?limit&before&user&entity&action&from&to`: newest first, `limit` per
 * page, older than `before`; `user` is a username, `entity` a collection or global name,
 * `from` and `to` are Dallas dates, both included.
 */
export const auditQuery = z
  .object({
    limit: z._default(
      z
        .pipe(
          z.string().check(z.regex(/^\d{1,6}$/, { error: AUDIT_LIMIT_MESSAGE })),
          z.transform(Number),
        )
        .check(z.refine((n) => n >= 1 && n <= AUDIT_PAGE.max, { error: AUDIT_LIMIT_MESSAGE })),
      AUDIT_PAGE.default,
    ),
    before: z.optional(auditCursor),
    user: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(LIMITS.user.username, { error: 'user is too long' }),
          withoutNul('user'),
        ),
    ),
    entity: z.optional(
      z.string().check(z.regex(ENTITY, { error: 'entity must be a collection or global name' })),
    ),
    action: z.optional(oneOf('action', valuesOf(AUDIT_ACTIONS))),
    from: auditDate('from'),
    to: auditDate('to'),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' })
      }
    }),
  )
export type AuditQuery = z.output<typeof auditQuery>

// The newsletter's subscribers (docs/api.md, "Inbox").

const SUBSCRIBER_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SUBSCRIBER_LIST.max}`

/**
 * Which subscribers: `search` is found in the first name, last name or email (any case),
 * `status` is one of the subscription's states; either may be left out.
 */
const subscriberFilter = {
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.subscriber.email, { error: 'search is too long' }),
        withoutNul('search'),
      ),
  ),
  status: z.optional(oneOf('status', valuesOf(SUBSCRIBER_STATUSES))),
}

/** `GET /api/newsletter/subscribers/export?search&status`: the subscribers the CSV holds. */
export const subscriberExportQuery = z.object(subscriberFilter)
export type SubscriberFilter = z.output<typeof subscriberExportQuery>

/**
 * `GET /api/newsletter/subscribers?search&status&limit&offset`: `limit` rows (1 to 500, 500
 * when absent) after the first `offset` (0 when absent), newest first.
 */
export const subscriberListQuery = z.object({
  ...subscriberFilter,
  limit: z._default(
    z
      .pipe(
        z.string().check(z.regex(/^\d{1,6}$/, { error: SUBSCRIBER_LIMIT_MESSAGE })),
        z.transform(Number),
      )
      .check(
        z.refine((n) => n >= 1 && n <= SUBSCRIBER_LIST.max, { error: SUBSCRIBER_LIMIT_MESSAGE }),
      ),
    SUBSCRIBER_LIST.max,
  ),
  offset: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, { error: 'offset must be a whole number from 0' })),
      z.transform(Number),
    ),
    0,
  ),
})
export type SubscriberListQuery = z.output<typeof subscriberListQuery>

// Newsletters (docs/api.md, "Newsletters").

/** The editor's document (Lexical JSON, collections/richText.ts `newsletterEditor`) or none. */
const editorDocument = z.nullable(
  z.object(
    {
      root: z.looseObject(
        {
          type: z.literal('root', { error: 'Body must be a document of the editor' }),
          children: z.array(z.unknown(), { error: 'Body must be a document of the editor' }),
        },
        { error: 'Body must be a document of the editor' },
      ),
    },
    { error: 'Body must be a document of the editor' },
  ),
)

/** `POST /api/newsletters`, `PUT /api/newsletters/{id}`: what a person writes. */
export const newsletterBody = z.object({
  subject: requiredText('Subject', LIMITS.newsletter.subject),
  preview_text: optionalText('Preview text', LIMITS.newsletter.preview_text),
  body: z._default(z.optional(editorDocument), null),
  include_events: flag('include_events'),
})
export type NewsletterBody = z.input<typeof newsletterBody>

/** `POST /api/newsletters/{id}/send`: now, or at `send_at` (an ISO date-time with its offset). */
export const newsletterSendBody = z.object({
  send_at: z.optional(
    z.nullable(
      z.pipe(
        z
          .string({ error: 'send_at must be a date and time' })
          .check(
            z.refine(
              (value) =>
                /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(
                  value,
                ) && !Number.isNaN(Date.parse(value)),
              'send_at must be a date and time with its offset (ISO 8601)',
            ),
          ),
        z.transform((value) => new Date(value)),
      ),
    ),
  ),
})

/** `GET /api/newsletters?page=N`: a page from 1 (default 1). */
export const newsletterListQuery = prayerWallQuery
