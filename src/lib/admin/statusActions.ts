/**
 * Status rules of spec section 4: any status can be set from any other, and the button for
 * the status a record already has is hidden. Colours pair with the status word, never alone.
 */
export const PRAYER_STATUSES = ['pending', 'approved', 'completed'] as const
export type PrayerStatus = (typeof PRAYER_STATUSES)[number]

export const CONTACT_STATUSES = ['new', 'read', 'responded'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

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

export const STATUS_LABELS: Record<PrayerStatus | ContactStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  completed: 'Completed',
  new: 'New',
  read: 'Read',
  responded: 'Responded',
}
