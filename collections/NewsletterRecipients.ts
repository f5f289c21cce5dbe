import type { CollectionConfig } from 'payload'

import { NEWSLETTER_RECIPIENT_STATUSES, selectOptions } from '../src/lib/contract/values'
import { hiddenUnless, nobody, privateTo } from '../src/platform/access'

/**
 * Who a newsletter goes to: one row per active subscriber when the send starts (a later
 * subscriber is not added), and what became of that copy. Written only by the sender
 * (src/server/newsletter/send.ts); the unique pair keeps a subscriber to one copy.
 */
export const NewsletterRecipients: CollectionConfig = {
  slug: 'newsletter-recipients',
  labels: { singular: 'Newsletter recipient', plural: 'Newsletter recipients' },
  admin: {
    hidden: hiddenUnless('office'),
    group: 'Inbox',
    useAsTitle: 'email',
    defaultColumns: ['email', 'newsletter', 'status', 'attempts', 'reason', 'sent_at'],
    listSearchableFields: ['email'],
  },
  defaultSort: 'id',
  // The sender's record of each copy: read by the office, written and removed by no person.
  access: { ...privateTo('office'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['newsletter', 'subscriber'], unique: true }],
  fields: [
    {
      name: 'newsletter',
      type: 'relationship',
      relationTo: 'newsletters',
      required: true,
      index: true,
    },
    // Null once the subscriber is deleted; the copy's row (address, outcome) stays.
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers' },
    { name: 'email', type: 'text', required: true },
    { name: 'first_name', label: 'First name', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: selectOptions(NEWSLETTER_RECIPIENT_STATUSES),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'reason', type: 'textarea', admin: { description: 'Why it failed' } },
    { name: 'sent_at', label: 'Sent at', type: 'date' },
  ],
}
