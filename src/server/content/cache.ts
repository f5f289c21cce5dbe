import 'server-only'

import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { contentTag } from '../../../collections/hooks/revalidate'

/**
 * Next keeps its data cache on disk in the build directory, across restarts and whatever
 * database the server is pointed at. Keying entries by the process keeps an entry written
 * before a restore, a database switch or a restart from ever being answered.
 */
const PROCESS_KEY = randomUUID()

/**
 * A safety net only: changes expire their tags on every instance at once
 * (./freshness.ts); this bounds the staleness should a notification ever be lost.
 */
const REVALIDATE_SECONDS = 60

/**
 * The one cache of public reads (pages, API lists, feeds): Next's data cache, tagged with the
 * collection or global read, so that the content hooks (collections/hooks/revalidate.ts)
 * expire exactly these entries on every change. Outside a Next server (the integration tests,
 * scripts) there is no data cache and the read runs directly.
 */
export function cachedRead<T>(slug: string, key: string, read: () => Promise<T>): () => Promise<T> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key, slug, PROCESS_KEY], {
    tags: [contentTag(slug)],
    revalidate: REVALIDATE_SECONDS,
  })
}
