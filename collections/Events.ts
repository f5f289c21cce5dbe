import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { slugFromTitle } from './hooks/slug'
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
  hooks: {
    beforeChange: [slugFromTitle('event')],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.event.title },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The page address, made from the first title and kept when it changes',
      },
    },
    calendarDate('date', { required: true }),
    {
      name: 'time',
      type: 'text',
      required: true,
      maxLength: LIMITS.event.time,
      admin: { description: 'A clock time such as 18:30, or free text such as "After worship"' },
    },
    { name: 'location', type: 'text', required: true, maxLength: LIMITS.event.location },
    { name: 'description', type: 'textarea', required: true, maxLength: LIMITS.event.description },
  ],
}
