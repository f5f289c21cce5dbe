/**
 * Every value list of the product and its labels, written once. Collections build their select
 * options from these, route handlers validate against them, and both front ends label with them.
 * Plain data only: this module is safe in any bundle.
 */

type Option<V extends string = string> = { readonly value: V; readonly label: string }

/** Payload select options from a list of values and labels. */
export const selectOptions = (list: readonly Option[]) =>
  list.map(({ value, label }) => ({ value, label }))

/** The values of an option list, typed as a non-empty tuple for `z.enum`. */
export const valuesOf = <V extends string>(list: readonly Option<V>[]) =>
  list.map((option) => option.value) as unknown as readonly [V, ...V[]]

/** The label of a value; an unknown value shows as it is. */
export const labelOf = (list: readonly Option[], value: string): string =>
  list.find((option) => option.value === value)?.label ?? value

// Contact messages (spec §3): six message types, a preference, three statuses.

export const MESSAGE_TYPES = [
  { value: 'general', label: 'General Inquiry', short: 'General' },
  { value: 'prayer', label: 'Prayer Request', short: 'Prayer' },
  { value: 'visit', label: 'Planning a Visit', short: 'Visit' },
  { value: 'ministry', label: 'Ministry Information', short: 'Ministry' },
  { value: 'support', label: 'Support', short: 'Support' },
  { value: 'feedback', label: 'Feedback', short: 'Feedback' },
] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]['value']

/** The admin's badge for a message type: "General", "Visit", ... */
export const messageTypeBadge = (value: string): string =>
  MESSAGE_TYPES.find((type) => type.value === value)?.short ?? value

export const CONTACT_PREFERENCES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]['value']

/**
 * A submission that looked automated (the hidden field filled in, or sent faster than a person
 * types) is kept, in the Spam folder: never shown among the others, never counted, and an
 * administrator can move it back or empty the folder.
 */
export const SPAM = 'spam'

export const CONTACT_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'responded', label: 'Responded' },
  { value: SPAM, label: 'Spam' },
] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]['value']

// Prayer requests (spec §4).

export const PRAYER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'completed', label: 'Completed' },
  { value: SPAM, label: 'Spam' },
] as const
export type PrayerStatus = (typeof PRAYER_STATUSES)[number]['value']

// Newsletter subscribers: pending until the emailed confirmation link is followed (double opt-in).

export const SUBSCRIBER_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['value']

/**
 * An email's way out (collections/EmailDeliveries.ts): claimed by a sender, sent, waiting for
 * its next try after a failed one, refused for good by the mail server, or uncertain: its
 * sender stopped (a crash, a broken connection) between handing over the message's end and
 * the mail server's answer, so nobody knows whether it went out. An uncertain email is never
 * sent again by itself (that could send it twice); a person may choose to.
 */
export const EMAIL_DELIVERY_STATUSES = [
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'waiting', label: 'Waiting to try again' },
  { value: 'failed', label: 'Failed' },
  { value: 'uncertain', label: 'Uncertain (its sender stopped as it went out)' },
] as const
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number]['value']

// Newsletters (docs/api.md, "Newsletters").

/**
 * A newsletter is written (`draft`), waits for its time (`scheduled`), goes out in batches
 * (`sending`), is done (`sent`, then in the archive), or was stopped before it started
 * (`cancelled`, editable again).
 */
export const NEWSLETTER_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'cancelled', label: 'Cancelled' },
] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]['value']

/**
 * One subscriber's copy of a newsletter: waiting its turn, sent, failed (with the reason),
 * skipped because the subscriber unsubscribed during the send, or uncertain (its email is:
 * the server sending it stopped as it went out; the office may send the uncertain copies again).
 */
export const NEWSLETTER_RECIPIENT_STATUSES = [
  { value: 'queued', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'skipped', label: 'Skipped (unsubscribed)' },
  { value: 'uncertain', label: 'Uncertain (its server stopped as it went out)' },
] as const
export type NewsletterRecipientStatus = (typeof NEWSLETTER_RECIPIENT_STATUSES)[number]['value']

// Event registrations (docs/api.md, "Event registrations").

/**
 * A registration holds seats (`confirmed`), waits its turn (`waitlisted`, in the order people
 * came), was given up (`cancelled`), or looked automated (`spam`: kept, holding no seat, for
 * the office to confirm by hand should it be a person's).
 */
export const REGISTRATION_STATUSES = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waiting list' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: SPAM, label: 'Spam' },
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]['value']

/** The statuses the office sets by hand on the roster (PUT /api/registrations/{id}). */
export const REGISTRATION_DESK_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const

export const registrationStatusLabel = (value: string) => labelOf(REGISTRATION_STATUSES, value)

// Gallery (spec §3 and §9): seven admin categories; the public filter shows the first five.

export const GALLERY_CATEGORIES = [
  { value: 'worship', label: 'Worship Services' },
  { value: 'community', label: 'Community Events' },
  { value: 'youth', label: 'Youth Ministry' },
  { value: 'fellowship', label: 'Fellowship' },
  { value: 'events', label: 'Special Events' },
  { value: 'ministry', label: 'Ministry Activities' },
  { value: 'other', label: 'Other' },
] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]['value']

export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'worship'

export const galleryCategoryLabel = (value: string) => labelOf(GALLERY_CATEGORIES, value)

/** The public gallery's filter buttons: All, then the first five categories. */
export const PUBLIC_GALLERY_FILTERS = [
  { value: 'all', label: 'All' },
  ...GALLERY_CATEGORIES.slice(0, 5),
] as const

// Giving (spec §3, §7, §9): six funds, which are also the donation types.

export const DONATION_TYPES = [
  { value: 'general', label: 'General Fund' },
  { value: 'tithes', label: 'Tithes & Offerings' },
  { value: 'missions', label: 'Missions' },
  { value: 'building', label: 'Building Fund' },
  { value: 'youth', label: 'Youth Ministry' },
  { value: 'outreach', label: 'Community Outreach' },
] as const
export type DonationType = (typeof DONATION_TYPES)[number]['value']

/** Spec §3: an unknown type shows its raw value. */
export const donationTypeLabel = (value: string) => labelOf(DONATION_TYPES, value)

/** The giving page's six funds are the six donation types. */
export const GIVING_FUND_IDS = valuesOf(DONATION_TYPES)
export type GivingFundId = DonationType

/** The quick-donation dialog's four categories. */
export const DIALOG_CATEGORIES = ['general', 'tithes', 'missions', 'building'] as const
export type DialogCategory = (typeof DIALOG_CATEGORIES)[number]

export const DONATION_FREQUENCIES = [
  { value: 'one_time', label: 'One-time' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
] as const
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number]['value']

export const frequencyLabel = (value: string) => labelOf(DONATION_FREQUENCIES, value)

// Giving insight (docs/api.md): the five analytics reports and the attribution dimensions.

export const ANALYTICS_REPORTS = [
  { value: 'trends', label: 'Giving trends' },
  { value: 'retention', label: 'Donor retention' },
  { value: 'campaigns', label: 'Campaign performance' },
  { value: 'seasons', label: 'Seasonal patterns' },
  { value: 'attribution', label: 'Source attribution' },
] as const
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number]['value']

/** What a gift without the tag (or campaign) is counted under. */
export const UNKNOWN_SOURCE = 'unknown'

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
