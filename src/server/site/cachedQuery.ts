import 'server-only'

import { unstable_cache } from 'next/cache'

import { contentTag } from '../revalidate'

/**
 * Wraps a public read in Next's data cache, tagged with the collection or global it reads,
 * so that the afterChange hooks in src/server/revalidate.ts expire exactly these entries.
 */
export function cachedQuery<T>(slug: string, fn: () => Promise<T>): () => Promise<T> {
  return unstable_cache(fn, ['site', slug], { tags: [contentTag(slug)] })
}
