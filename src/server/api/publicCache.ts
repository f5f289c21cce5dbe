import 'server-only'

import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { contentTag } from '../revalidate'

/**
 * Next keeps its data cache on disk in the build directory, across restarts and whatever
 * database the server is pointed at. Keying entries by the process keeps an entry written
 * before a restore, a database switch or a restart from ever being answered.
 */
const PROCESS_KEY = randomUUID()

/** A bound on staleness when another instance changed the content (tags expire per instance). */
const REVALIDATE_SECONDS = 60

/**
 * Public reads answer from Next's data cache, tagged with the collection or global they
 * read: the content hooks expire the tag on every change, so an edit shows at once on the
 * instance that made it and within a minute everywhere. Outside a Next server (the
 * integration tests, scripts) there is no data cache and the read runs directly.
 */
export function cachedPublicRead<T>(slug: string, read: () => Promise<T>): () => Promise<T> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, ['api', slug, PROCESS_KEY], {
    tags: [contentTag(slug)],
    revalidate: REVALIDATE_SECONDS,
  })
}
