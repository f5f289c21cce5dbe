import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../src/server/revalidate'
import { publicContent } from '../src/access'
import { calendarDate } from './fields'

export const GALLERY_CATEGORIES = [
  { value: 'worship', label: 'Worship Services' },
  { value: 'community', label: 'Community Events' },
  { value: 'youth', label: 'Youth Ministry' },
  { value: 'fellowship', label: 'Fellowship' },
  { value: 'events', label: 'Special Events' },
  { value: 'ministry', label: 'Ministry Activities' },
  { value: 'other', label: 'Other' },
] as const

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]['value']

export const GalleryImages: CollectionConfig = {
  slug: 'gallery-images',
  labels: { singular: 'Gallery image', plural: 'Gallery' },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['alt', 'category', 'date', 'src'],
    listSearchableFields: ['alt', 'title', 'description'],
  },
  defaultSort: '-createdAt',
  access: publicContent,
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'src', type: 'text', required: true, maxLength: 1000 },
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: { description: 'Describes the photo for people who cannot see it' },
    },
    { name: 'title', type: 'text', maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'worship',
      index: true,
      options: GALLERY_CATEGORIES.map(({ value, label }) => ({ value, label })),
    },
    calendarDate('date'),
  ],
}
