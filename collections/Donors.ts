import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { hiddenUnless, privateTo } from '../src/platform/access'

/** A giver known to the donation provider; totals are computed from their donations. */
export const Donors: CollectionConfig = {
  slug: 'donors',
  admin: {
    hidden: hiddenUnless('giving'),
    group: 'Giving',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'createdAt'],
    listSearchableFields: ['name', 'email'],
  },
  defaultSort: 'name',
  access: privateTo('giving'),
  fields: [
    { name: 'name', type: 'text', maxLength: LIMITS.donor.name },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'address',
      type: 'textarea',
      maxLength: LIMITS.donor.address,
      admin: { description: 'Postal address, printed on the year-end contribution statement' },
    },
  ],
}
