import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { SUBSCRIBER_STATUSES, selectOptions } from '../src/lib/contract/values'
import { hiddenUnless, privateTo } from '../src/platform/access'
import { statusByServer } from './hooks/serverRecords'

/**
 * Each end of a subscription (an unsubscribe by link, by an administrator, by a mail program's
 * one-click button) is counted: a confirmation link signs the count it was issued under, so no
 * link sent before an ending can confirm a later subscription (src/server/newsletter).
 */
const countEndings: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'inactive' && originalDoc?.status !== 'inactive') {
    return { ...data, unsubscribes: (originalDoc?.unsubscribes ?? 0) + 1 }
  }
  return data
}

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    hidden: hiddenUnless('office'),
    group: 'Inbox',
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'status', 'createdAt'],
    listSearchableFields: ['email', 'first_name', 'last_name'],
  },
  defaultSort: '-createdAt',
  access: privateTo('office'),
  hooks: { beforeChange: [statusByServer, countEndings] },
  fields: [
    {
      name: 'first_name',
      label: 'First name',
      type: 'text',
      required: true,
      maxLength: LIMITS.subscriber.first_name,
    },
    {
      name: 'last_name',
      label: 'Last name',
      type: 'text',
      required: true,
      maxLength: LIMITS.subscriber.last_name,
    },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      // Pending until the person follows the emailed confirmation link; only active
      // subscribers get newsletters (src/server/api/newsletter.ts).
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(SUBSCRIBER_STATUSES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'unsubscribes',
      label: 'Times unsubscribed',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
