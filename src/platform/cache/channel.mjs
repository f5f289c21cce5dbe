// @ts-check
/**
 * How content changes are announced to every server (PostgreSQL NOTIFY): the channel, and the
 * payload meaning "everything" (a restore, a reseed); any other payload is a cache tag.
 * Shared by the announcers (collections/hooks/revalidate.ts, src/server/content/freshness.ts,
 * scripts/restore.ts) and the listener (./nextCache.mjs).
 */
export const CONTENT_CHANNEL = 'church_content'
export const CONTENT_EVERYTHING = '*'
