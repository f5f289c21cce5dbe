import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  selectOptions,
} from '../src/lib/contract/values'

import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { hiddenUnless, publicContent } from '../src/platform/access'
import { calendarDate, mediaLink } from './fields'

export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  labels: { singular: 'Gallery image', plural: 'Gallery' },
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['alt', 'category', 'date', 'src'],
    listSearchableFields: ['alt', 'title', 'description'],
  },
  defaultSort: '-createdAt',
  access: publicContent('content'),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    mediaLink('src', { required: true, maxLength: LIMITS.gallery.src }),
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: LIMITS.gallery.alt,
      admin: { description: 'Describes the photo for people who cannot see it' },
    },
    { name: 'title', type: 'text', maxLength: LIMITS.gallery.title },
    { name: 'description', type: 'textarea', maxLength: LIMITS.gallery.description },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_GALLERY_CATEGORY,
      index: true,
      options: selectOptions(GALLERY_CATEGORIES),
    },
    calendarDate('date'),
  ],
}
