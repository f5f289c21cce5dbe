import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'

export const DONATION_TYPES = [
  { value: 'general', label: 'General Fund' },
  { value: 'tithes', label: 'Tithes & Offerings' },
  { value: 'missions', label: 'Missions' },
  { value: 'building', label: 'Building Fund' },
  { value: 'youth', label: 'Youth Ministry' },
  { value: 'outreach', label: 'Community Outreach' },
] as const
export type DonationType = (typeof DONATION_TYPES)[number]['value']

export const DONATION_FREQUENCIES = ['one_time', 'weekly', 'monthly', 'yearly'] as const
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number]

/**
 * A gift recorded by the external provider. The amount is kept in integer cents so
 * that totals never drift; `donated_at` is when the provider took the gift.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    group: 'Giving',
    useAsTitle: 'transaction_id',
    defaultColumns: ['donated_at', 'amount_cents', 'donation_type', 'frequency', 'donor'],
    listSearchableFields: ['transaction_id', 'campaign', 'donor_name'],
  },
  defaultSort: '-donated_at',
  access: adminOnly,
  fields: [
    {
      name: 'amount_cents',
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
      type: 'select',
      required: true,
      defaultValue: 'general',
      index: true,
      options: DONATION_TYPES.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'one_time',
      options: DONATION_FREQUENCIES.map((value) => ({ value, label: value.replace('_', '-') })),
    },
    { name: 'campaign', type: 'text', maxLength: 200 },
    { name: 'donor', type: 'relationship', relationTo: 'donors', index: true },
    {
      name: 'donor_name',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Name as given with this gift; empty for an anonymous gift' },
    },
    {
      name: 'transaction_id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      admin: { description: "The provider's transaction id" },
    },
    {
      name: 'donated_at',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
