import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from '../src/server/revalidate'

export const ChurchHistory: GlobalConfig = {
  slug: 'church-history',
  label: 'Church history',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'founding', type: 'number', required: true, min: 1600, max: 3000 },
    { name: 'founder_name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'milestones',
      type: 'array',
      labels: { singular: 'Milestone', plural: 'Milestones' },
      fields: [
        { name: 'year', type: 'text', required: true, maxLength: 20 },
        { name: 'event', type: 'textarea', required: true, maxLength: 1000 },
      ],
    },
  ],
}
