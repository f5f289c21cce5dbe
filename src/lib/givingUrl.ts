import { GIVING_FUND_IDS, type GivingFundId } from './contract/values'

/** Links to the external donation provider's hosted forms, tagged for attribution. */

export const DIALOG_PRESETS = [25, 50, 100, 250] as const
export const QUICK_GIVE_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const
export const FUND_SHORTCUTS = [50, 100] as const

export type FundFormUrls = Record<GivingFundId, string>

export function isFund(value: string): value is GivingFundId {
  return (GIVING_FUND_IDS as readonly string[]).includes(value)
}

interface GivingLink {
  fund: string
  medium: 'quick_donation_button' | 'giving_page'
  content: 'header_button' | 'quick_give' | 'fund_card'
  amount?: number
}

/** The fund's hosted form with the UTM tags; an unknown fund gives to the general fund. */
export function givingUrl(formUrls: FundFormUrls, link: GivingLink): string {
  const fund: GivingFundId = isFund(link.fund) ? link.fund : 'general'
  const url = new URL(formUrls[fund])
  url.searchParams.set('utm_source', 'church_website')
  url.searchParams.set('utm_medium', link.medium)
  url.searchParams.set('utm_campaign', `${fund}_giving`)
  url.searchParams.set('utm_content', link.content)
  if (link.amount !== undefined) url.searchParams.set('amount', String(link.amount))
  return url.toString()
}

/** Opens the provider's page in a new tab that cannot reach back to this one. */
export function openGivingPage(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer')
}
