import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../src/server/revalidate'
import { publicContent } from '../src/access'
import { sortOrder } from './fields'

export const Ministries: CollectionConfig = {
  slug: 'ministries',
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'leader', 'meeting_time', 'sort_order'],
    listSearchableFields: ['name', 'leader', 'description'],
  },
  defaultSort: ['sort_order', 'createdAt'],
  access: publicContent,
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'description', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'leader', type: 'text', required: true, maxLength: 120 },
    { name: 'meeting_time', type: 'text', required: true, maxLength: 120 },
    sortOrder,
  ],
}
