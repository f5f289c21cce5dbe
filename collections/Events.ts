import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { slugFromTitle } from './hooks/slug'
import { publicContent } from '../src/access'
import { calendarDate, slugField } from './fields'

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
    slugField,
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
