import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import {
  CONTACT_PREFERENCES,
  CONTACT_STATUSES,
  MESSAGE_TYPES,
  selectOptions,
} from '../src/lib/contract/values'

import { hiddenUnless, privateTo } from '../src/platform/access'
import { submittedAt } from './fields'
import { reportStoredId } from './hooks/reportStoredId'

export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    hidden: hiddenUnless('office'),
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'message_type', 'status', 'createdAt'],
    listSearchableFields: ['name', 'subject', 'email'],
  },
  defaultSort: '-createdAt',
  access: privateTo('office'),
  hooks: { afterChange: [reportStoredId] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.contact.name },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: LIMITS.contact.phone },
    { name: 'subject', type: 'text', required: true, maxLength: LIMITS.contact.subject },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.contact.message },
    {
      name: 'contact_preference',
      label: 'Contact preference',
      type: 'select',
      required: true,
      defaultValue: 'email',
      options: selectOptions(CONTACT_PREFERENCES),
    },
    {
      name: 'message_type',
      label: 'Message type',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: selectOptions(MESSAGE_TYPES),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: selectOptions(CONTACT_STATUSES),
      admin: { position: 'sidebar' },
    },
    submittedAt,
  ],
}
