/** Shapes and arithmetic of the donation screen (contract section "Donations"). */

export type DonationStats = {
  total_amount: number
  total_donations: number
  average_gift: number
  this_month_amount: number
  this_month_donations: number
  top_donation_types: { type: string; count: number; amount: number }[]
}

export type Donation = {
  id: string | number
  amount: number
  donation_type: string
  frequency: string
  created_at: string
  campaign?: string | null
  donor_info?: { name?: string | null; email?: string | null } | null
}

export type Donor = {
  id: string | number
  name: string
  email: string
  first_donation_date: string | null
  last_donation_date: string | null
  total_amount: number
  total_donations: number
}

/** Spec section 3's labels; an unknown type shows its raw value. */
export const DONATION_TYPE_LABELS: Record<string, string> = {
  general: 'General Fund',
  tithes: 'Tithes & Offerings',
  missions: 'Missions',
  building: 'Building Fund',
  youth: 'Youth Ministry',
  outreach: 'Community Outreach',
}

export function donationTypeLabel(type: string): string {
  return DONATION_TYPE_LABELS[type] ?? type
}

const FREQUENCY_LABELS: Record<string, string> = {
  one_time: 'One-time',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
}

export function frequencyLabel(frequency: string): string {
  return FREQUENCY_LABELS[frequency] ?? frequency
}

/** A category's share of the total amount, to one decimal ("42.5%"); 0.0% when nothing was given. */
export function sharePercentage(amount: number, totalAmount: number): string {
  if (!totalAmount) return '0.0%'
  return `${((amount / totalAmount) * 100).toFixed(1)}%`
}
