import {
  CONTACT_STATUSES as CONTACT_STATUS_OPTIONS,
  type ContactStatus,
  labelOf,
  PRAYER_STATUSES as PRAYER_STATUS_OPTIONS,
  type PrayerStatus,
  SPAM,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
  valuesOf,
} from '@/lib/contract/values'

/**
 * Status rules of spec section 4: any status can be set from any other, and the button for
 * the status a record already has is hidden. Colours pair with the status word, never alone.
 * The statuses and their words are the contract's; the buttons and colours are the admin's.
 *
 * Spam is the fourth status of both inboxes: a folder of its own, after the spec's tabs and
 * outside their counts and the total. Its items offer one way out, "Not Spam", back to the
 * status a new submission gets.
 */
export type { ContactStatus, PrayerStatus, SubscriberStatus }
export { SPAM }

type WithoutSpam<S extends string> = Exclude<S, typeof SPAM>

const withoutSpam = <S extends string>(statuses: readonly S[]) =>
  statuses.filter((status): status is WithoutSpam<S> => status !== SPAM)

/** The spec's statuses, in order: one tab each, before the Spam folder. */
export type PrayerInboxStatus = WithoutSpam<PrayerStatus>
export type ContactInboxStatus = WithoutSpam<ContactStatus>
export const PRAYER_INBOX_STATUSES = withoutSpam(valuesOf(PRAYER_STATUS_OPTIONS))
export const CONTACT_INBOX_STATUSES = withoutSpam(valuesOf(CONTACT_STATUS_OPTIONS))

/** The word for a prayer-request or contact status ("Pending", "New", "Spam", ...). */
export const statusLabel = (status: string): string =>
  labelOf([...PRAYER_STATUS_OPTIONS, ...CONTACT_STATUS_OPTIONS], status)

/** The word for a newsletter subscriber's status ("Pending", "Active", "Inactive"). */
export const subscriberStatusLabel = (status: string): string =>
  labelOf(SUBSCRIBER_STATUSES, status)

export type StatusTone = 'yellow' | 'blue' | 'green' | 'gray'

export type StatusAction<S extends string> = { status: S; label: string }

const PRAYER_ACTIONS: StatusAction<PrayerStatus>[] = [
  { status: 'approved', label: 'Approve' },
  { status: 'completed', label: 'Mark Complete' },
  { status: 'pending', label: 'Mark Pending' },
]

const CONTACT_ACTIONS: StatusAction<ContactStatus>[] = [
  { status: 'read', label: 'Mark Read' },
  { status: 'responded', label: 'Mark Responded' },
  { status: 'new', label: 'Mark New' },
]

/** Beside the spec's buttons on every item outside the Spam folder. */
export const MARK_AS_SPAM: StatusAction<typeof SPAM> = { status: SPAM, label: 'Mark as Spam' }

const notSpam = <S extends string>(status: S): StatusAction<S> => ({ status, label: 'Not Spam' })

export function prayerStatusActions(current: string): StatusAction<PrayerStatus>[] {
  if (current === SPAM) return [notSpam(PRAYER_INBOX_STATUSES[0])]
  return PRAYER_ACTIONS.filter((action) => action.status !== current)
}

export function contactStatusActions(current: string): StatusAction<ContactStatus>[] {
  if (current === SPAM) return [notSpam(CONTACT_INBOX_STATUSES[0])]
  return CONTACT_ACTIONS.filter((action) => action.status !== current)
}

export const PRAYER_STATUS_TONES: Record<PrayerStatus, StatusTone> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'green',
  spam: 'gray',
}

export const CONTACT_STATUS_TONES: Record<ContactStatus, StatusTone> = {
  new: 'blue',
  read: 'yellow',
  responded: 'green',
  spam: 'gray',
}

/** Pending: the confirmation link was not followed yet (double opt-in). */
export const SUBSCRIBER_STATUS_TONES: Record<SubscriberStatus, StatusTone> = {
  pending: 'yellow',
  active: 'green',
  inactive: 'gray',
}
