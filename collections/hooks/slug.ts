import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { slugify, uniqueSlug } from '../../src/lib/slug'

/**
 * The page address of an event or sermon (`/events/<slug>`, `/sermons/<slug>`): made from
 * the title when the row is created, then never changed, so shared links and podcast apps
 * keep working when a title is corrected. A row without one (emptied by hand) gets a new one.
 * De-duplicated with -2, -3 … against the other rows of the collection.
 */
export function slugFromTitle(fallback: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, operation, req, collection }) => {
    const kept = operation === 'update' ? (originalDoc?.slug as string | null | undefined) : null
    if (kept) return { ...data, slug: kept }
    const title = String(data.title ?? originalDoc?.title ?? '')
    const ownId = originalDoc?.id as number | string | undefined
    const slug = await uniqueSlug(slugify(title, fallback), async (candidate) => {
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where: {
          and: [
            { slug: { equals: candidate } },
            ...(ownId === undefined ? [] : [{ id: { not_equals: ownId } }]),
          ],
        },
        overrideAccess: true,
        req,
      })
      return totalDocs > 0
    })
    return { ...data, slug }
  }
}
