import 'server-only'

import type { ChurchInfoJson } from '@/lib/contract/types'
import type { FundFormUrls } from '@/lib/givingUrl'

import { churchInfo, givingSettings } from './churchDefaults'

/**
 * What the header and footer show if the settings cannot be read (the database is down):
 * the seeded facts, so a visitor still finds the phone number and address.
 */
export const FALLBACK_CHURCH = {
  name: churchInfo.name,
  tagline: churchInfo.tagline,
  mission: '',
  address: churchInfo.address,
  phone: churchInfo.phone,
  email: churchInfo.email,
}

/** The seeded forms (the example provider's) if the giving settings cannot be read. */
export const FALLBACK_FORM_URLS: FundFormUrls = givingSettings.form_urls

/** The church's facts as a page shows them: the stored ones, the seeded ones where none is stored. */
export function churchFacts(info: ChurchInfoJson): typeof FALLBACK_CHURCH {
  const facts = { ...FALLBACK_CHURCH }
  for (const key of Object.keys(facts) as (keyof typeof facts)[])
    facts[key] = info[key] ?? facts[key]
  return facts
}
