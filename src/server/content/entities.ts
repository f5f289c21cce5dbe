import 'server-only'

import type { CollectionSlug } from 'payload'

import { CONTENT_ALIASES, contentBodies, type ContentEntity } from '@/lib/contract/schemas'

import {
  serializeEvent,
  serializeGalleryImage,
  serializeMinistry,
  serializeSermon,
  serializeStaff,
} from '../data/serializers'

/**
 * The five content entities, described once: the collection, the name in a 404, the list
 * order (contract: staff and ministries in the admin's order, events by date, sermons newest
 * first, gallery newest first), the request schema and the contract's shape. The public pages,
 * the /api lists and the /api writes all read these.
 */
export const contentEntities = {
  staff: {
    collection: 'staff',
    label: 'Staff member',
    sort: ['sort_order', 'createdAt'],
    serialize: serializeStaff,
  },
  events: {
    collection: 'events',
    label: 'Event',
    sort: ['date', 'createdAt'],
    serialize: serializeEvent,
  },
  ministries: {
    collection: 'ministries',
    label: 'Ministry',
    sort: ['sort_order', 'createdAt'],
    serialize: serializeMinistry,
  },
  sermons: {
    collection: 'sermons',
    label: 'Sermon',
    sort: ['-date', '-createdAt'],
    serialize: serializeSermon,
  },
  gallery: {
    collection: 'gallery-images',
    label: 'Gallery image',
    sort: ['-createdAt', '-id'],
    serialize: serializeGalleryImage,
  },
} as const satisfies Record<
  ContentEntity,
  { collection: CollectionSlug; label: string; sort: readonly string[]; serialize: unknown }
>

export { CONTENT_ALIASES, contentBodies, type ContentEntity }
