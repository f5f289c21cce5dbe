import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { adminOnly } from '../src/access'
import { submittedAt } from './fields'

export const CONTACT_STATUSES = ['new', 'read', 'responded'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const MESSAGE_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'prayer', label: 'Prayer Request' },
  { value: 'visit', label: 'Planning a Visit' },
  { value: 'ministry', label: 'Ministry Information' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]['value']

export const CONTACT_PREFERENCES = ['email', 'phone'] as const

/**
 * Hands the id of a new row to the caller once it is stored and read back, when the caller asks
 * with `context.stored` (the public forms, src/server/api/forms.ts). On SQLite, where a
 * failure in a later hook cannot undo the INSERT, this is how the form still answers
 * with the stored id. Keep it the first afterChange hook.
 */
export const reportStoredId: CollectionAfterChangeHook = ({ doc, context, operation }) => {
  const stored = context.stored as { id?: unknown } | undefined
  if (operation === 'create' && stored && typeof stored === 'object') stored.id = doc.id
  return doc
}

export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'message_type', 'status', 'createdAt'],
    listSearchableFields: ['name', 'subject', 'email'],
  },
  defaultSort: '-createdAt',
  access: adminOnly,
  hooks: { afterChange: [reportStoredId] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'contact_preference',
      type: 'select',
      required: true,
      defaultValue: 'email',
      options: [
        { value: 'email', label: 'Email' },
        { value: 'phone', label: 'Phone' },
      ],
    },
    {
      name: 'message_type',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: MESSAGE_TYPES.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CONTACT_STATUSES.map((value) => ({
        value,
        label: value[0].toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    submittedAt,
  ],
}
