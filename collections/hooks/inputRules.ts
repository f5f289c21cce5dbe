import {
  type CollectionBeforeValidateHook,
  type Config,
  type GlobalBeforeValidateHook,
  ValidationError,
} from 'payload'

import { HREF_MESSAGE, isSafeLinkField } from '../../src/lib/contract/links'
import { NUL, nulMessage } from '../../src/lib/contract/messages'

type Problem = { path: string; message: string }

const LINK_NODES = new Set(['link', 'autolink'])

/**
 * What no document or global may hold, wherever it sits in the data: a string with a NUL
 * character, and a rich-text link (a Lexical `link` or `autolink` node) whose address breaks
 * the site's link rule (src/lib/contract/links.ts).
 */
function problems(value: unknown, path: string[] = [], found: Problem[] = []): Problem[] {
  const field = () => path[0] ?? 'body'
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push({ path: path.join('.'), message: nulMessage(field()) })
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => problems(item, [...path, String(index)], found))
  } else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; fields?: { url?: unknown; linkType?: unknown } }
    const url = node.fields?.url
    if (
      typeof node.type === 'string' &&
      LINK_NODES.has(node.type) &&
      !isSafeLinkField(url, node.fields?.linkType)
    ) {
      found.push({ path: [...path, 'fields', 'url'].join('.'), message: HREF_MESSAGE })
    }
    for (const [key, item] of Object.entries(value)) problems(item, [...path, key], found)
  }
  return found
}

function refuse(data: unknown, at: { collection?: string; global?: string }) {
  const errors = problems(data)
  if (errors.length > 0) throw new ValidationError({ ...at, errors })
}

const checkDocument: CollectionBeforeValidateHook = ({ collection, data }) => {
  refuse(data, { collection: collection.slug })
  return data
}

const checkGlobal: GlobalBeforeValidateHook = ({ data, global }) => {
  refuse(data, { global: global.slug })
  return data
}

/**
 * Every collection and global refuses a NUL character and an unsafe rich-text link, whichever
 * way it is written (the site's /api, Payload's REST, GraphQL, panel and Local API):
 * PostgreSQL cannot store a NUL in text (without this it ends as a 500 there, and SQLite would
 * keep what PostgreSQL refuses), and a `javascript:` or `data:` link must never be stored for
 * a page to render. A write holding one is refused with Payload's 400 naming each field (422
 * through /api); nothing is stored. Pages check links again when they render them.
 */
export function applyInputRules(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeValidate: [checkDocument, ...(collection.hooks?.beforeValidate ?? [])],
      },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        beforeValidate: [checkGlobal, ...(global.hooks?.beforeValidate ?? [])],
      },
    })),
  }
}
