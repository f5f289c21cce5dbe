import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/**
 * The production server's page cache (src/server/http/pageCache.mjs) keeps its state on this
 * global symbol, so the bundled app empties the cache that the server serves without importing
 * the server's module. Absent under `next dev` and in tests: nothing to empty.
 */
const PAGE_CACHE = Symbol.for('church.pageCache')

function clearPageCache() {
  const store = globalThis as { [PAGE_CACHE]?: { clear: () => void } }
  store[PAGE_CACHE]?.clear()
}

/**
 * Cache tags of the public site. A page that reads a collection or global tags its
 * cached data with the slug; a change to that slug expires exactly those entries.
 */
export const contentTag = (slug: string) => `content:${slug}`

async function expire(slug: string, req: PayloadRequest) {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(contentTag(slug), { expire: 0 })
    clearPageCache()
  } catch (error) {
    // Outside a Next.js server (seed script, tests) there is no cache to expire.
    req.payload.logger.debug({ msg: 'revalidation skipped', slug, error: String(error) })
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  doc,
  collection,
  req,
}) => {
  await expire(collection.slug, req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  req,
}) => {
  await expire(collection.slug, req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await expire(global.slug, req)
  return doc
}
