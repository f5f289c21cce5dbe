import type { GlobalConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from './hooks/revalidate'

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
        { name: 'day', type: 'text', required: true, maxLength: LIMITS.serviceTime.day },
        { name: 'time', type: 'text', required: true, maxLength: LIMITS.serviceTime.time },
        { name: 'service', type: 'text', required: true, maxLength: LIMITS.serviceTime.service },
      ],
    },
  ],
}
