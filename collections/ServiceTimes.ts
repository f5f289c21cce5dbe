import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from '../src/server/revalidate'

export const ServiceTimes: GlobalConfig = {
  slug: 'service-times',
  label: 'Service times',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'times',
      type: 'array',
      labels: { singular: 'Service', plural: 'Services' },
      admin: { description: 'Listed in week order, Sunday first.' },
      fields: [
        { name: 'day', type: 'text', required: true, maxLength: 40 },
        { name: 'time', type: 'text', required: true, maxLength: 40 },
        { name: 'service', type: 'text', required: true, maxLength: 120 },
      ],
    },
  ],
}
