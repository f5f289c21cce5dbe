import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { slugFromTitle } from './hooks/slug'
import {
  countSeatsTaken,
  deleteRegistrationsWithEvent,
  promoteAfterCapacityChange,
} from './hooks/seats'
import { hiddenUnless, publicContent } from '../src/platform/access'
import { calendarDate, slugField } from './fields'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'time', 'location'],
    listSearchableFields: ['title', 'location', 'description'],
  },
  defaultSort: 'date',
  access: publicContent('content'),
  hooks: {
    beforeChange: [slugFromTitle('event')],
    afterChange: [promoteAfterCapacityChange, revalidateAfterChange],
    beforeDelete: [deleteRegistrationsWithEvent],
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
    {
      // Who is coming (collections/EventRegistrations.ts); the roster is the admin's
      // Registrations screen.
      name: 'registration',
      label: 'Registration',
      type: 'group',
      admin: {
        description:
          'Let people register on the event page: seats, a waiting list, and when it closes (Dallas time).',
      },
      fields: [
        { name: 'enabled', label: 'Take registrations', type: 'checkbox', defaultValue: false },
        {
          name: 'capacity',
          label: 'Capacity (people)',
          type: 'number',
          min: LIMITS.registration.capacity.min,
          max: LIMITS.registration.capacity.max,
          admin: { description: 'Empty: no limit' },
        },
        {
          name: 'waitlist',
          label: 'Waiting list when full',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Off: a registration that does not fit is refused' },
        },
        {
          name: 'closes_at',
          label: 'Registration closes',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Empty: when the event starts',
          },
        },
        {
          name: 'seats_taken',
          label: 'People confirmed',
          type: 'number',
          virtual: true,
          admin: { readOnly: true },
          hooks: { afterRead: [countSeatsTaken] },
        },
      ],
    },
  ],
}
