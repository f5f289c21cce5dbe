import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { publicContent } from '../src/access'
import { sortOrder } from './fields'
import { portableMediaReference } from './hooks/portableMedia'

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
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.staff.name },
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.staff.title },
    { name: 'bio', type: 'textarea', required: true, maxLength: LIMITS.staff.bio },
    {
      name: 'photo',
      type: 'text',
      maxLength: LIMITS.staff.photo,
      admin: { description: 'Image URL or /media/... path' },
      hooks: { beforeValidate: [portableMediaReference] },
    },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: LIMITS.staff.phone },
    sortOrder,
  ],
}
