import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { hiddenUnless, privateTo } from '../src/platform/access'

/**
 * One row per donor and year whose contribution statement was queued for email, so that a
 * second "email statements" run skips them unless an administrator asks to send again.
 */
export const StatementDeliveries: CollectionConfig = {
  slug: 'statement-deliveries',
  labels: { singular: 'Statement email', plural: 'Statement emails' },
  admin: {
    hidden: hiddenUnless('giving'),
    group: 'Giving',
    defaultColumns: ['year', 'donor', 'email', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: privateTo('giving'),
  indexes: [{ fields: ['donor', 'year'], unique: true }],
  fields: [
    { name: 'donor', type: 'relationship', relationTo: 'donors', index: true },
    {
      name: 'year',
      type: 'number',
      required: true,
      min: LIMITS.statement.first_year,
      max: LIMITS.statement.last_year,
    },
    { name: 'email', type: 'email', required: true },
  ],
}
