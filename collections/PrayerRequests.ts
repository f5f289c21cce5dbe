import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { PRAYER_STATUSES, selectOptions } from '../src/lib/contract/values'

import { adminOnly } from '../src/access'
import { submittedAt } from './fields'
import { reportStoredId } from './hooks/reportStoredId'

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
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.prayer.name },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: LIMITS.prayer.phone },
    { name: 'subject', type: 'text', required: true, maxLength: LIMITS.prayer.subject },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.prayer.message },
    { name: 'is_public', label: 'Share publicly', type: 'checkbox', defaultValue: false },
    { name: 'is_urgent', label: 'Urgent', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(PRAYER_STATUSES),
      admin: { position: 'sidebar' },
    },
    submittedAt,
  ],
}
