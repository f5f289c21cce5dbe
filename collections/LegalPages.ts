import type { GlobalConfig, RichTextField } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { nodeText } from '../src/lib/richText'
import { hiddenUnless, publicGlobal } from '../src/platform/access'
import { revalidateGlobal } from './hooks/revalidate'

/** A legal page's body: rich text (headings, lists, links) in Payload's Lexical editor. */
function legalText(name: string, label: string): RichTextField {
  return {
    name,
    label,
    type: 'richText',
    required: true,
    admin: {
      description:
        'Headings (H2, H3) become the table of contents on the public page; the "Last updated" date is set on save.',
    },
    validate: (value: unknown) => {
      const root = (value as { root?: Parameters<typeof nodeText>[0] } | null)?.root
      const length = root ? nodeText(root).trim().length : 0
      if (length === 0) return 'This field is required.'
      return length <= LIMITS.legal.text
        ? true
        : `Keep it under ${LIMITS.legal.text.toLocaleString('en-US')} characters.`
    },
  }
}

/** The privacy policy and terms of service, edited in Payload's panel (/cms). */
export const LegalPages: GlobalConfig = {
  slug: 'legal-pages',
  label: 'Privacy & terms',
  admin: { group: 'Settings', hidden: hiddenUnless('content') },
  access: publicGlobal('content'),
  hooks: { afterChange: [revalidateGlobal] },
  fields: [legalText('privacy', 'Privacy policy'), legalText('terms', 'Terms of service')],
}
