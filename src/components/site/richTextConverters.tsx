import type { JSXConverters, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { isSafeHref } from '@/lib/contract/links'
import { headingLevel, nodeText, type RichTextPicture, uploadId } from '@/lib/richText'

import { FallbackImage } from '@/ui/site/FallbackImage'

type LinkNode = { fields?: { url?: unknown; newTab?: unknown } }

/**
 * A link is rendered only when its address follows the site's link rule (src/lib/contract/
 * links.ts), whatever was stored; otherwise its words stay, without the link.
 */
export const safeLinkConverter: JSXConverters['link'] = ({ node, nodesToJSX }) => {
  const children = nodesToJSX({ nodes: node.children })
  const { url, newTab } = (node as LinkNode).fields ?? {}
  if (typeof url !== 'string' || !isSafeHref(url)) return <span>{children}</span>
  return (
    <a
      href={url}
      rel={newTab ? 'noopener noreferrer' : undefined}
      target={newTab ? '_blank' : undefined}
    >
      {children}
    </a>
  )
}

/**
 * Headings get the ids of the table of contents (headingOutline), in document order, so a
 * repeated heading's -2, -3 … match too; links follow the link rule (safeLinkConverter).
 */
export function legalPageConverters(ids: string[]): JSXConvertersFunction {
  let index = 0
  return ({ defaultConverters }) =>
    ({
      ...defaultConverters,
      link: safeLinkConverter,
      autolink: safeLinkConverter,
      heading: ({ node, nodesToJSX }) => {
        const children = nodesToJSX({ nodes: node.children })
        // Under the page's h1: h1 and h2 show as h2, the smaller ones as h3 (headingLevel).
        const Tag = headingLevel(node.tag) === 2 ? 'h2' : 'h3'
        const id = nodeText(node as never).trim() ? ids[index++] : undefined
        return <Tag id={id}>{children}</Tag>
      },
    }) as JSXConverters
}

/** The width of a newsletter's column on its page (Prose), for the pictures' `sizes`. */
const COLUMN_SIZES = '(min-width: 840px) 760px, calc(100vw - 2.5rem)'

type UploadNode = { value?: unknown }
type ButtonFields = { label?: unknown; url?: unknown }

/**
 * A newsletter's body on its archive page (collections/richText.ts `newsletterEditor`):
 * headings under the page's h1, links held to the link rule, each picture in the upload's own
 * sizes with its description as alt text (`pictures`, by media id; a deleted one is left out),
 * and the button block as a button-styled link, shown only when its address follows the rule.
 */
export function newsletterConverters(
  pictures: Record<string, RichTextPicture>,
): JSXConvertersFunction {
  return ({ defaultConverters }) =>
    ({
      ...defaultConverters,
      link: safeLinkConverter,
      autolink: safeLinkConverter,
      heading: ({ node, nodesToJSX }) => {
        const Tag = headingLevel(node.tag) === 2 ? 'h2' : 'h3'
        return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
      },
      upload: ({ node }) => {
        const id = uploadId((node as UploadNode).value)
        const picture = id ? pictures[id] : undefined
        if (!picture) return null
        return (
          <span
            className="picture"
            style={{ aspectRatio: `${picture.width} / ${picture.height}`, maxWidth: picture.width }}
          >
            <FallbackImage
              src={picture.src}
              alt={picture.alt}
              sizes={COLUMN_SIZES}
              fit="contain"
              blur={picture.blur}
            />
          </span>
        )
      },
      blocks: {
        // The newsletter editor's button block (NEWSLETTER_BUTTON_BLOCK).
        button: ({ node }) => {
          const { label, url } = (node.fields ?? {}) as ButtonFields
          if (typeof url !== 'string' || !isSafeHref(url)) return null
          if (typeof label !== 'string' || !label.trim()) return null
          // Drawn as a button by the page's styles (NewsletterBody).
          return (
            <span className="button">
              <a href={url}>{label}</a>
            </span>
          )
        },
      },
    }) as JSXConverters
}
