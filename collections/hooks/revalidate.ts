import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { CONTENT_CHANNEL } from '../../src/platform/cache/channel.mjs'

/**
 * Cache tags of the public site. A page that reads a collection or global tags its
 * cached data with the slug; a change to that slug expires exactly those entries.
 */
export const contentTag = (slug: string) => `content:${slug}`

type Drizzle = { execute: (query: unknown) => Promise<unknown> }
type PostgresDb = {
  name: string
  drizzle: Drizzle
  sessions?: Record<string | number, { db: Drizzle } | undefined>
}

/**
 * Expires `tag` in this server's cache at once, through Next's `revalidateTag`, which hands it
 * to the site's cache handler (src/platform/cache/nextCache.mjs, where the one path of an
 * expiry is drawn). Outside a Next server (a script, a test) there is no cache to expire.
 */
async function expireHere(tag: string) {
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not in a request (a job run by this server's runner): straight to the cache handler,
    // the one module that expires entries (src/platform/cache/nextCache.mjs).
    const { expireTags } = await import('../../src/platform/cache/nextCache.mjs')
    expireTags([tag])
  }
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
  await expireHere(tag)
  try {
    await notifyInstances(tag, req)
  } catch (error) {
    // The other instances still see the change within the cache's time bound.
    req.payload.logger.warn({ msg: 'Other instances not notified of a change', slug, error })
  }
}

/**
 * Expires what shows `slug` on every instance, for a hook that decides itself when a change
 * is shown (the prayer wall) or a change made around Payload (a counter updated in SQL).
 */
export const expireContent = (
  slug: string,
  req: Pick<PayloadRequest, 'payload' | 'context'> & Partial<Pick<PayloadRequest, 'transactionID'>>,
) => expire(slug, req as PayloadRequest)

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

/**
 * For a collection whose changes show on another collection's pages and answers (an event's
 * registrations: its seats left): expires the other's tag as well, the same way.
 */
export const revalidateOther = (slug: string) => ({
  afterChange: (async ({ doc, req }) => {
    await expire(slug, req)
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (async ({ doc, req }) => {
    await expire(slug, req)
    return doc
  }) satisfies CollectionAfterDeleteHook,
})

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await expire(global.slug, req)
  return doc
}
