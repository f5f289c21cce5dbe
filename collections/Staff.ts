import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { hiddenUnless, publicContent } from '../src/platform/access'
import { mediaLink, sortOrder } from './fields'

export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'email', 'sort_order'],
    listSearchableFields: ['name', 'title', 'email'],
  },
  defaultSort: ['sort_order', 'createdAt'],
  access: publicContent('content'),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.staff.name },
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.staff.title },
    { name: 'bio', type: 'textarea', required: true, maxLength: LIMITS.staff.bio },
    mediaLink('photo', { maxLength: LIMITS.staff.photo }),
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: LIMITS.staff.phone },
    sortOrder,
  ],
}
