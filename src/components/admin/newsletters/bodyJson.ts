/**
 * A newsletter's body as Payload's Lexical field stores it (collections/richText.ts,
 * `newsletterEditor`): the admin's editor reads and writes the same JSON, so a newsletter
 * opens alike here and in Payload's panel (/cms). No React, no Lexical: plain data.
 */

/** One node of the document; the editor's node classes give each type its exact shape. */
export type BodyNode = {
  type: string
  version: number
  children?: BodyNode[]
  [key: string]: unknown
}

export type BodyJson = {
  root: BodyNode & { type: 'root'; children: BodyNode[] }
}

/** The blockType of the newsletter's button block (NEWSLETTER_BUTTON_BLOCK, collections/richText.ts). */
export const BUTTON_BLOCK = 'button'

/** A random id as Payload gives its link, upload and block nodes: 24 hexadecimal digits. */
export function objectId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a value has the shape of a Lexical document (a root with children). */
export function isBodyJson(value: unknown): value is BodyJson {
  return (
    isObject(value) &&
    isObject(value.root) &&
    value.root.type === 'root' &&
    Array.isArray(value.root.children)
  )
}

/**
 * A stored body as the editor loads it. Payload answers an upload node with its media
 * document in `value` when it reads with depth; the node itself holds only the id.
 */
export function normalizeBody(value: unknown): BodyJson | null {
  if (!isBodyJson(value)) return null
  const visit = (node: BodyNode): BodyNode => {
    const copy: BodyNode = { ...node }
    if (copy.type === 'upload' && isObject(copy.value) && 'id' in copy.value) {
      copy.value = copy.value.id
    }
    if (Array.isArray(copy.children)) copy.children = copy.children.map(visit)
    return copy
  }
  return { root: visit(value.root) as BodyJson['root'] }
}

/** True when the document holds no words, pictures or buttons (one empty paragraph). */
export function isEmptyBody(body: BodyJson | null): boolean {
  if (!body) return true
  const hasContent = (node: BodyNode): boolean =>
    (node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '') ||
    node.type === 'upload' ||
    node.type === 'block' ||
    (node.children ?? []).some(hasContent)
  return !hasContent(body.root)
}
