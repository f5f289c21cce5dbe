import type { GlobalConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { hiddenUnless, publicGlobal } from '../src/platform/access'
import { revalidateGlobal } from './hooks/revalidate'

/**
 * The weekly services, as every page lists them (the footer, Home, /services, /contact,
 * /events, /sermons) and GET /api/service-times answers them.
 */
export const ServiceTimes: GlobalConfig = {
  slug: 'service-times',
  label: 'Service times',
  admin: { group: 'Settings', hidden: hiddenUnless('content') },
  access: publicGlobal('content'),
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
        {
          name: 'note',
          type: 'text',
          maxLength: LIMITS.serviceTime.note,
          admin: { description: 'A line under the service on the Services page' },
        },
      ],
    },
  ],
}
