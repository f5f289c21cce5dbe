import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from '../src/server/revalidate'

/** The privacy policy and terms of service, as plain paragraphs separated by blank lines. */
export const LegalPages: GlobalConfig = {
  slug: 'legal-pages',
  label: 'Privacy & terms',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'privacy', type: 'textarea', required: true, maxLength: 50000 },
    { name: 'terms', type: 'textarea', required: true, maxLength: 50000 },
  ],
}
