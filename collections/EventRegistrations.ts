import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { REGISTRATION_STATUSES, selectOptions } from '../src/lib/contract/values'
import { hiddenUnless, privateTo } from '../src/platform/access'
import { keepOneActivePerEmail, promoteAfterDelete, promoteAfterRelease } from './hooks/seats'
import { revalidateAfterChange, revalidateAfterDelete, revalidateOther } from './hooks/revalidate'

const { registration } = LIMITS

/**
 * Who is coming to an event, and how many (docs/api.md, "Event registrations"). The seats an
 * event has left are counted from these rows (the confirmed parties), never kept apart; the
 * registration desk (src/server/registrations/) writes them one at a time per event, so that
 * a burst of registrations confirms exactly as many people as there are seats. Any change
 * shows at once on the event's page and in the event answers (its seats left).
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: 'Event registration', plural: 'Event registrations' },
  admin: {
    hidden: hiddenUnless('registrations'),
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'party_size', 'status', 'checked_in', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    description:
      'Add, cancel and check in people on the Registrations screen of the admin (/admin/registrations), which keeps the waiting list moving.',
  },
  defaultSort: '-createdAt',
  access: privateTo('registrations'),
  hooks: {
    beforeChange: [keepOneActivePerEmail],
    afterChange: [
      promoteAfterRelease,
      revalidateAfterChange,
      revalidateOther('events').afterChange,
    ],
    afterDelete: [promoteAfterDelete, revalidateAfterDelete, revalidateOther('events').afterDelete],
  },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'name', type: 'text', required: true, maxLength: registration.name },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', maxLength: registration.phone },
    {
      name: 'party_size',
      label: 'Party size',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: registration.party_size.min,
      max: registration.party_size.max,
      admin: { readOnly: true, description: 'People coming, the registrant included' },
    },
    { name: 'notes', type: 'textarea', maxLength: registration.notes },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: selectOptions(REGISTRATION_STATUSES),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'checked_in',
      label: 'Checked in',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      // The order of the waiting list: given when a registration joins it, never reused.
      name: 'waitlist_seq',
      label: 'Waiting list order',
      type: 'number',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // `<event>:<email>` while the registration is confirmed or waiting, else empty: the
      // unique index lets one email hold one registration per event, on both databases.
      name: 'active_key',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
    {
      // The event date the day-before reminder went out for: once per registration and date.
      name: 'reminded_for',
      type: 'text',
      admin: { hidden: true },
    },
  ],
}
