import type { GlobalConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { hiddenUnless, publicGlobal } from '../src/platform/access'
import { revalidateGlobal } from './hooks/revalidate'

export const ChurchInfo: GlobalConfig = {
  slug: 'church-info',
  label: 'Church information',
  admin: { group: 'Settings', hidden: hiddenUnless('content') },
  access: publicGlobal('content'),
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.churchInfo.name },
    { name: 'tagline', type: 'text', required: true, maxLength: LIMITS.churchInfo.tagline },
    { name: 'mission', type: 'textarea', required: true, maxLength: LIMITS.churchInfo.mission },
    { name: 'address', type: 'text', required: true, maxLength: LIMITS.churchInfo.address },
    { name: 'phone', type: 'text', required: true, maxLength: LIMITS.churchInfo.phone },
    { name: 'email', type: 'email', required: true },
    {
      name: 'tax_note',
      label: 'Tax note (EIN)',
      type: 'textarea',
      maxLength: LIMITS.statement.tax_note,
      admin: {
        description:
          "Printed on donors' year-end contribution statements, e.g. the church's tax-exempt status and EIN",
      },
    },
  ],
}
