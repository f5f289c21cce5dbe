import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { slugFromTitle } from './hooks/slug'
import { hiddenUnless, publicContent } from '../src/platform/access'
import { calendarDate, mediaLink, slugField } from './fields'

export const Sermons: CollectionConfig = {
  slug: 'sermons',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'preacher', 'date', 'scripture'],
    listSearchableFields: ['title', 'preacher', 'scripture'],
  },
  defaultSort: '-date',
  access: publicContent('content'),
  hooks: {
    beforeChange: [slugFromTitle('sermon')],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.sermon.title },
    slugField,
    { name: 'preacher', type: 'text', required: true, maxLength: LIMITS.sermon.preacher },
    calendarDate('date', { required: true }),
    { name: 'scripture', type: 'text', required: true, maxLength: LIMITS.sermon.scripture },
    { name: 'summary', type: 'textarea', required: true, maxLength: LIMITS.sermon.summary },
    mediaLink('audio_url', {
      label: 'Audio URL',
      maxLength: LIMITS.sermon.audio_url,
      admin: { description: 'Audio URL or /media/... path' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'audio_bytes',
          label: 'Audio size (bytes)',
          type: 'number',
          min: 0,
          admin: { description: 'Size of the audio file, for podcast apps' },
        },
        {
          name: 'duration_seconds',
          label: 'Length (seconds)',
          type: 'number',
          min: 0,
          admin: { description: 'Length of the recording, for podcast apps' },
        },
      ],
    },
  ],
}
