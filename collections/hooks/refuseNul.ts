import {
  type CollectionBeforeValidateHook,
  type Config,
  type GlobalBeforeValidateHook,
  ValidationError,
} from 'payload'

import { NUL, nulMessage } from '../../src/lib/contract/messages'

/** The paths (`title`, `milestones.2.event`) of every string in `value` holding a NUL. */
function pathsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.'))
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, [...path, String(index)], found))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsWithNul(item, [...path, key], found)
  }
  return found
}

function refuse(data: unknown, at: { collection?: string; global?: string }) {
  const paths = pathsWithNul(data)
  if (paths.length === 0) return
  throw new ValidationError({
    ...at,
    errors: paths.map((path) => ({ path, message: nulMessage(path.split('.')[0]) })),
  })
}

const refuseInDocument: CollectionBeforeValidateHook = ({ collection, data }) => {
  refuse(data, { collection: collection.slug })
  return data
}

const refuseInGlobal: GlobalBeforeValidateHook = ({ data, global }) => {
  refuse(data, { global: global.slug })
  return data
}

/**
 * No document or global keeps a NUL character, whichever way it is written (the site's /api,
 * Payload's REST and GraphQL, its panel, the Local API): PostgreSQL cannot store one in text,
 * so without this a NUL would end as a 500 there, and SQLite would keep what PostgreSQL
 * refuses. A write holding one is refused with Payload's 400 naming each field (422 through
 * /api); nothing is stored.
 */
export function refuseNulEverywhere(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeValidate: [refuseInDocument, ...(collection.hooks?.beforeValidate ?? [])],
      },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        beforeValidate: [refuseInGlobal, ...(global.hooks?.beforeValidate ?? [])],
      },
    })),
  }
}
