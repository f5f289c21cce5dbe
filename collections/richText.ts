import { lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import type { TextField, TextFieldSingleValidation } from 'payload'

import { HREF_MESSAGE, isSafeHref } from '../src/lib/contract/links'

/**
 * The rich-text editor of the site (legal pages): Payload's Lexical editor with its default
 * features, its links held to the site's link rule (src/lib/contract/links.ts: http(s), a
 * /path or #anchor, mailto: and tel:) on every write path; the pages render a link only when
 * it follows the same rule (src/components/site/LegalPage.tsx).
 */
const safeHref: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { linkType?: unknown })?.linkType === 'internal' ||
  (typeof value === 'string' && isSafeHref(value))
    ? true
    : HREF_MESSAGE

export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.type === 'text' && field.name === 'url'
            ? ({ ...field, validate: safeHref } as TextField)
            : field,
        ),
    }),
  ],
})
