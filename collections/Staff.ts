import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../src/server/revalidate'
import { publicContent } from '../src/access'
import { sortOrder } from './fields'

export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'email', 'sort_order'],
    listSearchableFields: ['name', 'title', 'email'],
  },
  defaultSort: ['sort_order', 'createdAt'],
  access: publicContent,
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'bio', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'photo',
      type: 'text',
      maxLength: 1000,
      admin: { description: 'Image URL or /media/... path' },
    },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 40 },
    sortOrder,
  ],
}
