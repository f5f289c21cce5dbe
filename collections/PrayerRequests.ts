import type { CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'
import { reportStoredId } from './ContactSubmissions'
import { submittedAt } from './fields'

export const PRAYER_STATUSES = ['pending', 'approved', 'completed'] as const
export type PrayerStatus = (typeof PRAYER_STATUSES)[number]

export const PrayerRequests: CollectionConfig = {
  slug: 'prayer-requests',
  admin: {
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'status', 'is_urgent', 'createdAt'],
    listSearchableFields: ['name', 'subject', 'email'],
  },
  defaultSort: '-createdAt',
  access: adminOnly,
  hooks: { afterChange: [reportStoredId] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'is_public', type: 'checkbox', defaultValue: false },
    { name: 'is_urgent', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PRAYER_STATUSES.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    submittedAt,
  ],
}
