import type { GlobalConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { hiddenUnless, publicGlobal } from '../src/platform/access'
import { revalidateGlobal } from './hooks/revalidate'

export const ChurchHistory: GlobalConfig = {
  slug: 'church-history',
  label: 'Church history',
  admin: { group: 'Settings', hidden: hiddenUnless('content') },
  access: publicGlobal('content'),
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'founding',
      type: 'number',
      required: true,
      min: LIMITS.churchHistory.founding.min,
      max: LIMITS.churchHistory.founding.max,
    },
    {
      name: 'founder_name',
      label: 'Founder name',
      type: 'text',
      required: true,
      maxLength: LIMITS.churchHistory.founder_name,
    },
    {
      name: 'milestones',
      type: 'array',
      labels: { singular: 'Milestone', plural: 'Milestones' },
      fields: [
        { name: 'year', type: 'text', required: true, maxLength: LIMITS.churchHistory.year },
        { name: 'event', type: 'textarea', required: true, maxLength: LIMITS.churchHistory.event },
      ],
    },
  ],
}
