import type { GlobalConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { anyone, isAdmin } from '../src/access'
import { revalidateGlobal } from './hooks/revalidate'

/** The privacy policy and terms of service, as plain paragraphs separated by blank lines. */
export const LegalPages: GlobalConfig = {
  slug: 'legal-pages',
  label: 'Privacy & terms',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'privacy', type: 'textarea', required: true, maxLength: LIMITS.legal.text },
    { name: 'terms', type: 'textarea', required: true, maxLength: LIMITS.legal.text },
  ],
}
