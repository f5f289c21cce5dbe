import { slugify } from './slug'

/**
 * Rich text as Payload's Lexical editor stores it (the legal pages): building documents for the
 * seed and for the conversion of older plain text, and reading the headings back for a page's
 * table of contents. Only the nodes these pages use: paragraphs, headings, lists, links, text.
 */

export type LexicalText = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
export type LexicalLink = {
  type: 'link'
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  children: LexicalText[]
} & BlockBase
type BlockBase = { direction: 'ltr'; format: ''; indent: 0; version: number }
export type LexicalInline = LexicalText | LexicalLink
export type LexicalParagraph = {
  type: 'paragraph'
  children: LexicalInline[]
  textFormat: 0
  textStyle: ''
} & BlockBase
export type LexicalHeading = {
  type: 'heading'
  tag: 'h2' | 'h3'
  children: LexicalInline[]
} & BlockBase
export type LexicalListItem = {
  type: 'listitem'
  value: number
  children: LexicalInline[]
} & BlockBase
export type LexicalList = {
  type: 'list'
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: 1
  children: LexicalListItem[]
} & BlockBase
export type LexicalBlock = LexicalParagraph | LexicalHeading | LexicalList
export type LexicalDocument = {
  root: { type: 'root'; children: LexicalBlock[] } & BlockBase
}

const base = (version = 1): BlockBase => ({ direction: 'ltr', format: '', indent: 0, version })

export function text(value: string, format = 0): LexicalText {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export function link(url: string, label: string = url): LexicalLink {
  return {
    type: 'link',
    fields: { url, newTab: false, linkType: 'custom' },
    children: [text(label)],
    ...base(3),
  }
}

/** Plain words with email addresses and web addresses made links. */
export function inline(value: string): LexicalInline[] {
  const parts: LexicalInline[] = []
  const pattern = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|https?:\/\/[^\s)]+[^\s).,;:!?]/g
  let last = 0
  for (const match of value.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push(text(value.slice(last, index)))
    const found = match[0]
    parts.push(
      link(found.includes('@') && !found.includes('://') ? `mailto:${found}` : found, found),
    )
    last = index + found.length
  }
  if (last < value.length) parts.push(text(value.slice(last)))
  return parts
}

export function paragraph(children: string | LexicalInline[]): LexicalParagraph {
  return {
    type: 'paragraph',
    children: typeof children === 'string' ? inline(children) : children,
    textFormat: 0,
    textStyle: '',
    ...base(),
  }
}

export function heading(value: string, tag: 'h2' | 'h3' = 'h2'): LexicalHeading {
  return { type: 'heading', tag, children: [text(value)], ...base() }
}

export function list(items: string[], listType: 'bullet' | 'number' = 'bullet'): LexicalList {
  return {
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, i) => ({
      type: 'listitem',
      value: i + 1,
      children: inline(item),
      ...base(),
    })),
    ...base(),
  }
}

export function document(children: LexicalBlock[]): LexicalDocument {
  return { root: { type: 'root', children, ...base() } }
}

const BULLET = /^\s*[-*•]\s+/
const NUMBERED = /^\s*\d+[.)]\s+/
/** A short lead-in sentence ("What we collect. When you send…"), at most five words. */
const LEAD_IN = /^((?:[A-Z][^\s.!?:]*)(?:\s+[^\s.!?:]+){0,4})\.\s+(\S[\s\S]*)$/

/** A line that reads as a heading: short, one line, no closing punctuation. */
function looksLikeHeading(block: string): boolean {
  return !block.includes('\n') && block.length <= 80 && !/[.,;:!?]$/.test(block)
}

/**
 * Older plain text (paragraphs separated by blank lines) as a Lexical document, nothing lost:
 * a one-line block without closing punctuation becomes a heading, a paragraph opening with a
 * short lead-in sentence ("Cookies. Public pages …") becomes that heading and the paragraph,
 * lines starting with "-", "*" or "1." become a list, email and web addresses become links.
 */
export function plainTextToLexical(value: string): LexicalDocument {
  const blocks = value
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  const children: LexicalBlock[] = []
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trim())
    if (lines.every((line) => BULLET.test(line))) {
      children.push(list(lines.map((line) => line.replace(BULLET, ''))))
    } else if (lines.every((line) => NUMBERED.test(line))) {
      children.push(
        list(
          lines.map((line) => line.replace(NUMBERED, '')),
          'number',
        ),
      )
    } else if (looksLikeHeading(block)) {
      children.push(heading(block))
    } else {
      const lead = lines.length === 1 ? LEAD_IN.exec(block) : null
      if (lead) {
        children.push(heading(lead[1]), paragraph(lead[2]))
      } else {
        children.push(paragraph(lines.join(' ')))
      }
    }
  }
  return document(children.length > 0 ? children : [paragraph('')])
}

type AnyNode = { type?: string; text?: string; tag?: string; children?: AnyNode[] }

/** The plain text of a node and its children. */
export function nodeText(node: AnyNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(nodeText).join('')
}

/** The anchor of a heading: its words as a URL fragment. */
export function headingId(value: string): string {
  return slugify(value, 'section')
}

/** A heading's level on a page whose title is the h1: h1 and h2 as 2, smaller ones as 3. */
export function headingLevel(tag: string | undefined): 2 | 3 {
  return tag === 'h1' || tag === 'h2' ? 2 : 3
}

/**
 * The document's headings in order, with the ids the page gives them (a repeated
 * heading gets -2, -3 …), for a table of contents.
 */
export function headingOutline(data: unknown): { id: string; text: string; level: 2 | 3 }[] {
  const root = (data as { root?: AnyNode } | null)?.root
  const seen = new Map<string, number>()
  const outline: { id: string; text: string; level: 2 | 3 }[] = []
  for (const node of root?.children ?? []) {
    if (node.type !== 'heading') continue
    const value = nodeText(node).trim()
    if (!value) continue
    const base = headingId(value)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    outline.push({
      id: count === 1 ? base : `${base}-${count}`,
      text: value,
      level: headingLevel(node.tag),
    })
  }
  return outline
}

/** Whether a stored value is a Lexical document (an older row may still hold plain text). */
export function isLexicalDocument(value: unknown): value is LexicalDocument {
  return Boolean(value && typeof value === 'object' && 'root' in (value as object))
}

/** A Lexical document as plain text: blocks separated by blank lines, list items by "- ". */
export function lexicalToPlainText(data: unknown): string {
  const root = (data as { root?: AnyNode } | null)?.root
  return (root?.children ?? [])
    .map((node) =>
      node.type === 'list'
        ? (node.children ?? []).map((item) => `- ${nodeText(item)}`).join('\n')
        : nodeText(node),
    )
    .filter((block) => block.trim())
    .join('\n\n')
}

/** A stored legal text as a Lexical document, whether it is one already or older plain text. */
export function toLexicalDocument(value: unknown): LexicalDocument {
  if (isLexicalDocument(value)) return value
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value)
      if (isLexicalDocument(parsed)) return parsed
    } catch {
      // plain text
    }
    return plainTextToLexical(value)
  }
  return plainTextToLexical('')
}

type UploadNode = { type?: string; relationTo?: string; value?: unknown; children?: UploadNode[] }

/** An uploaded picture of a document, as a page shows it (its media document's facts). */
export type RichTextPicture = {
  src: string
  alt: string
  width: number
  height: number
  /** The tiny blurred copy shown while the picture loads. */
  blur?: string
}

/**
 * The ids of the media uploads a document shows (a newsletter's pictures), in order, once each;
 * an upload node names its media document by id, or holds it when read with depth.
 */
export function uploadIds(data: unknown): string[] {
  const ids = new Set<string>()
  const walk = (nodes: UploadNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'upload' && node.relationTo === 'media') {
        const id = uploadId(node.value)
        if (id) ids.add(id)
      }
      walk(node.children)
    }
  }
  walk((data as { root?: UploadNode } | null)?.root?.children)
  return [...ids]
}

/** The media id an upload node's `value` names: the id itself, or the document read with it. */
export function uploadId(value: unknown): string | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null
}
