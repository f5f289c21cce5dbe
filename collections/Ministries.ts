import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { hiddenUnless, publicContent } from '../src/platform/access'
import { sortOrder } from './fields'

export const Ministries: CollectionConfig = {
  slug: 'ministries',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'leader', 'meeting_time', 'sort_order'],
    listSearchableFields: ['name', 'leader', 'description'],
  },
  defaultSort: ['sort_order', 'createdAt'],
  access: publicContent('content'),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.ministry.name },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: LIMITS.ministry.description,
    },
    { name: 'leader', type: 'text', required: true, maxLength: LIMITS.ministry.leader },
    {
      name: 'meeting_time',
      label: 'Meeting time',
      type: 'text',
      required: true,
      maxLength: LIMITS.ministry.meeting_time,
    },
    sortOrder,
  ],
}
