import type { JSXConverters, JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { isSafeHref } from '@/lib/contract/links'
import { headingLevel, nodeText } from '@/lib/richText'

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
