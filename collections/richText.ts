import {
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { TextField, TextFieldSingleValidation } from 'payload'

import { HREF_MESSAGE, isSafeHref, isSafeLinkField } from '../src/lib/contract/links'

/**
 * The rich-text editor of the site (legal pages): Payload's Lexical editor with its default
 * features, its links held to the site's link rule (src/lib/contract/links.ts: http(s), a
 * /path or #anchor, mailto: and tel:) on every write path; the pages render a link only when
 * it follows the same rule (src/components/site/LegalPage.tsx).
 */
const safeHref: TextFieldSingleValidation = (value, { siblingData }) =>
  isSafeLinkField(value, (siblingData as { linkType?: unknown })?.linkType) ? true : HREF_MESSAGE

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

/** The button of a newsletter: a link drawn as a button (block `button` of newsletterEditor). */
export const NEWSLETTER_BUTTON_BLOCK = 'button'

/**
 * A newsletter's editor: headings, paragraphs, bold/italic/underline, lists, links, pictures
 * from the media library and a button link; nothing an email cannot show. The admin's own
 * editor (src/components/admin/newsletters/NewsletterEditor.tsx) writes the same nodes, and
 * the email and the archive page render them (src/server/newsletter/render.tsx).
 */
export const newsletterEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({
      enabledCollections: [],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.type === 'text' && field.name === 'url'
            ? ({ ...field, validate: safeHref } as TextField)
            : field,
        ),
    }),
    UploadFeature({ enabledCollections: ['media'] }),
    BlocksFeature({
      blocks: [
        {
          slug: NEWSLETTER_BUTTON_BLOCK,
          labels: { singular: 'Button', plural: 'Buttons' },
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 80 },
            {
              name: 'url',
              label: 'Link',
              type: 'text',
              required: true,
              maxLength: 1000,
              validate: (value: unknown) =>
                typeof value === 'string' && isSafeHref(value) ? true : HREF_MESSAGE,
            },
          ],
        },
      ],
    }),
    FixedToolbarFeature(),
  ],
})
