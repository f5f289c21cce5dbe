import type { CollectionConfig } from 'payload'

import { hiddenUnless, nobody, privateTo } from '../src/platform/access'
import { EMAIL_DELIVERY_STATUSES, selectOptions } from '../src/lib/contract/values'

/**
 * One row per email the site sends, keyed by the message (`key`): the send-email job claims
 * it before sending and marks it sent after, so that a message is sent once even when two
 * servers run the same job or a server stops mid-send (src/platform/mail/deliver.ts). Written
 * only by the job; administrators read it in /cms to see what went out, and why not.
 */
export const EmailDeliveries: CollectionConfig = {
  slug: 'email-deliveries',
  labels: { singular: 'Email', plural: 'Emails sent' },
  admin: {
    hidden: hiddenUnless('administration'),
    group: 'Settings',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'recipient', 'status', 'attempts', 'updatedAt'],
    listSearchableFields: ['recipient', 'subject'],
  },
  defaultSort: '-updatedAt',
  access: { ...privateTo('administration'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'What the message is (one per message, never sent twice)' },
    },
    { name: 'recipient', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(EMAIL_DELIVERY_STATUSES),
    },
    {
      name: 'lease_until',
      label: 'Claimed until (ms)',
      type: 'number',
      admin: { description: 'A sender that stopped mid-send frees the message at this time' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sent_at', label: 'Sent at', type: 'date', index: true },
    { name: 'last_error', label: 'Last error', type: 'textarea' },
  ],
}
