import type { GlobalConfig } from 'payload'

import { HTTPS_MESSAGE, isHttpsUrl } from '../src/lib/contract/links'
import { LIMITS } from '../src/lib/contract/limits'
import { donationTypeLabel, GIVING_FUND_IDS } from '../src/lib/contract/values'

import { allowed, hiddenUnless } from '../src/platform/access'
import { revalidateGlobal } from './hooks/revalidate'

const httpsUrl = (value: unknown) =>
  typeof value === 'string' && isHttpsUrl(value) ? true : HTTPS_MESSAGE

/**
 * The external donation provider: one hosted form per fund, its dashboard and phone line. Read
 * by the giving part (as GET /api/admin/giving-settings is) and changed by administrators; the
 * public giving page reads, as the server, only the forms, the provider's name and the phone
 * (src/server/content/read.ts).
 */
export const GivingSettings: GlobalConfig = {
  slug: 'giving-settings',
  label: 'Giving settings',
  admin: { group: 'Giving', hidden: hiddenUnless('administration') },
  access: { read: allowed('giving'), update: allowed('administration') },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'provider_name',
      label: 'Provider name',
      type: 'text',
      required: true,
      maxLength: LIMITS.givingSettings.provider_name,
    },
    {
      name: 'dashboard_url',
      label: 'Dashboard URL',
      type: 'text',
      required: true,
      validate: httpsUrl,
    },
    {
      name: 'phone',
      type: 'text',
      required: true,
      maxLength: LIMITS.givingSettings.phone,
      admin: { description: 'Giving questions line, shown on the giving page' },
    },
    {
      name: 'form_urls',
      label: 'Donation form URLs',
      type: 'group',
      admin: { description: "The provider's hosted donation form for each fund" },
      fields: GIVING_FUND_IDS.map((fund) => ({
        name: fund,
        label: donationTypeLabel(fund),
        type: 'text' as const,
        required: true,
        validate: httpsUrl,
      })),
    },
  ],
}
