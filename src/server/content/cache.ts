import 'server-only'

import { unstable_cache } from 'next/cache'

import { contentTag } from '../../../collections/hooks/revalidate'

/**
 * A safety net only: changes expire their tags on every instance at once
 * (src/platform/cache/nextCache.mjs); this bounds the staleness should a notification be lost.
 */
const REVALIDATE_SECONDS = 60

/**
 * The one cache of public reads (pages, API lists, feeds): Next's data cache (kept by
 * src/platform/cache/nextCache.mjs, in the process's memory), tagged with the collection or
 * global read, so that the content hooks (collections/hooks/revalidate.ts) expire exactly these
 * entries on every change. Outside a Next server (the integration tests, scripts) there is no
 * data cache and the read runs directly.
 */
export function cachedRead<T>(slug: string, key: string, read: () => Promise<T>): () => Promise<T> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key, slug], {
    tags: [contentTag(slug)],
    revalidate: REVALIDATE_SECONDS,
  })
}
