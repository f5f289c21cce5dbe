import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../src/server/revalidate'
import { publicContent } from '../src/access'
import { calendarDate } from './fields'

export const Sermons: CollectionConfig = {
  slug: 'sermons',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'preacher', 'date', 'scripture'],
    listSearchableFields: ['title', 'preacher', 'scripture'],
  },
  defaultSort: '-date',
  access: publicContent,
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'preacher', type: 'text', required: true, maxLength: 120 },
    calendarDate('date', { required: true }),
    { name: 'scripture', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'audio_url',
      type: 'text',
      maxLength: 1000,
      admin: { description: 'Audio URL or /media/... path' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'audio_bytes',
          type: 'number',
          min: 0,
          admin: { description: 'Size of the audio file, for podcast apps' },
        },
        {
          name: 'duration_seconds',
          type: 'number',
          min: 0,
          admin: { description: 'Length of the recording, for podcast apps' },
        },
      ],
    },
  ],
}
