import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { DONATION_FREQUENCIES, DONATION_TYPES, selectOptions } from '../src/lib/contract/values'

import { hiddenUnless, privateTo } from '../src/platform/access'

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const

/**
 * A gift recorded by the external provider. The amount is kept in integer cents so
 * that totals never drift; `donated_at` is when the provider took the gift.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    hidden: hiddenUnless('giving'),
    group: 'Giving',
    useAsTitle: 'transaction_id',
    defaultColumns: ['donated_at', 'amount_cents', 'donation_type', 'frequency', 'donor'],
    listSearchableFields: ['transaction_id', 'campaign', 'donor_name'],
  },
  defaultSort: '-donated_at',
  access: privateTo('giving'),
  fields: [
    {
      name: 'amount_cents',
      label: 'Amount (cents)',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'Amount in US cents (2500 = $25.00)', step: 1 },
      validate: (value: unknown) =>
        Number.isSafeInteger(value) && (value as number) > 0
          ? true
          : 'A whole, positive number of cents.',
    },
    {
      name: 'donation_type',
      label: 'Fund',
      type: 'select',
      required: true,
      defaultValue: 'general',
      index: true,
      options: selectOptions(DONATION_TYPES),
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'one_time',
      options: selectOptions(DONATION_FREQUENCIES),
    },
    { name: 'campaign', type: 'text', maxLength: LIMITS.donation.campaign },
    { name: 'donor', type: 'relationship', relationTo: 'donors', index: true },
    {
      name: 'donor_name',
      label: 'Donor name',
      type: 'text',
      maxLength: LIMITS.donation.donor_name,
      admin: { description: 'Name as given with this gift; empty for an anonymous gift' },
    },
    {
      name: 'anonymous',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Given anonymously: no name shown, left out of contribution statements',
      },
    },
    {
      name: 'transaction_id',
      label: 'Transaction ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: LIMITS.donation.transaction_id,
      admin: { description: "The provider's transaction id" },
    },
    {
      // Which link on the site led to the gift, as the provider passed the giving link's tags back.
      type: 'collapsible',
      label: 'Attribution (UTM tags)',
      admin: { initCollapsed: true },
      fields: UTM_FIELDS.map((name) => ({
        name,
        type: 'text' as const,
        maxLength: LIMITS.donation.utm,
      })),
    },
    {
      name: 'donated_at',
      label: 'Given at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
