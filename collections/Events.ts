import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../src/server/revalidate'
import { publicContent } from '../src/access'
import { calendarDate } from './fields'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'time', 'location'],
    listSearchableFields: ['title', 'location', 'description'],
  },
  defaultSort: 'date',
  access: publicContent,
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    calendarDate('date', { required: true }),
    {
      name: 'time',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: { description: 'A clock time such as 18:30, or free text such as "After worship"' },
    },
    { name: 'location', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, maxLength: 5000 },
  ],
}
