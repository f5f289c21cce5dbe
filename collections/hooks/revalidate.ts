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

/**
 * The PostgreSQL notification channel on which every instance hears what changed: the
 * payload is a cache tag, or CONTENT_EVERYTHING after a restore or a reseed. Listened to by
 * src/server/content/freshness.ts.
 */
export const CONTENT_CHANNEL = 'church_content'
export const CONTENT_EVERYTHING = '*'

/** Next's incremental cache of this process (set by Next's server on its first request). */
type IncrementalCache = {
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>
}

/**
 * Expires `tags` in this process's Next caches (data cache and rendered pages) and empties the
 * front's page cache. Inside a request Next's `revalidateTag` does it; outside one (a
 * notification from another instance) `revalidateTag` throws for want of a request, and the
 * same expiry is applied to the incremental cache that `revalidateTag` ends in. Before the
 * first request there is nothing in memory to expire.
 */
export async function expireTags(tags: string[]): Promise<void> {
  clearPageCache()
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
    await cache?.revalidateTag(tags, { expire: 0 })
  }
  clearPageCache()
}

type Drizzle = { execute: (query: unknown) => Promise<unknown> }
type PostgresDb = {
  name: string
  drizzle: Drizzle
  sessions?: Record<string | number, { db: Drizzle } | undefined>
}

/**
 * Tells every instance (through PostgreSQL) that `tag` changed. The notification is sent in
 * the change's own transaction, so PostgreSQL delivers it when the change commits (and never
 * when it rolls back): an instance that re-reads on hearing it reads the new rows. SQLite has
 * one instance, whose own expiry is enough.
 */
async function notifyInstances(tag: string, req: PayloadRequest) {
  const db = req.payload.db as unknown as PostgresDb
  if (db.name !== 'postgres') return
  const { sql } = await import('@payloadcms/db-postgres')
  const transaction = req.transactionID ? db.sessions?.[await req.transactionID]?.db : undefined
  await (transaction ?? db.drizzle).execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${tag})`)
}

async function expire(slug: string, req: PayloadRequest) {
  if (req.context?.disableRevalidate) return
  const tag = contentTag(slug)
  try {
    await expireTags([tag])
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidation skipped', slug, error: String(error) })
  }
  try {
    await notifyInstances(tag, req)
  } catch (error) {
    // The other instances still see the change within the cache's time bound.
    req.payload.logger.warn({ msg: 'Other instances not notified of a change', slug, error })
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
