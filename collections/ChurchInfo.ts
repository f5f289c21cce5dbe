import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from '../src/server/revalidate'

export const ChurchInfo: GlobalConfig = {
  slug: 'church-info',
  label: 'Church information',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'tagline', type: 'text', required: true, maxLength: 300 },
    { name: 'mission', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'address', type: 'text', required: true, maxLength: 300 },
    { name: 'phone', type: 'text', required: true, maxLength: 40 },
    { name: 'email', type: 'email', required: true },
  ],
}
