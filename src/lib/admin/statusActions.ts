import {
  CONTACT_STATUSES as CONTACT_STATUS_OPTIONS,
  type ContactStatus,
  labelOf,
  PRAYER_STATUSES as PRAYER_STATUS_OPTIONS,
  type PrayerStatus,
  valuesOf,
} from '@/lib/contract/values'

/**
 * Status rules of spec section 4: any status can be set from any other, and the button for
 * the status a record already has is hidden. Colours pair with the status word, never alone.
 * The statuses and their words are the contract's; the buttons and colours are the admin's.
 */
export type { ContactStatus, PrayerStatus }

export const PRAYER_STATUSES = valuesOf(PRAYER_STATUS_OPTIONS)
export const CONTACT_STATUSES = valuesOf(CONTACT_STATUS_OPTIONS)

/** The word for a prayer-request or contact status ("Pending", "New", ...). */
export const statusLabel = (status: string): string =>
  labelOf([...PRAYER_STATUS_OPTIONS, ...CONTACT_STATUS_OPTIONS], status)

export type StatusTone = 'yellow' | 'blue' | 'green'

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

export function prayerStatusActions(current: string): StatusAction<PrayerStatus>[] {
  return PRAYER_ACTIONS.filter((action) => action.status !== current)
}

export function contactStatusActions(current: string): StatusAction<ContactStatus>[] {
  return CONTACT_ACTIONS.filter((action) => action.status !== current)
}

export const PRAYER_STATUS_TONES: Record<PrayerStatus, StatusTone> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'green',
}

export const CONTACT_STATUS_TONES: Record<ContactStatus, StatusTone> = {
  new: 'blue',
  read: 'yellow',
  responded: 'green',
}
