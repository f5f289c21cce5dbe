import type { CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { PRAYER_STATUSES, selectOptions } from '../src/lib/contract/values'

import { hiddenUnless, keptByServer, privateTo } from '../src/platform/access'
import { submittedAt } from './fields'
import {
  announcePrayerWall,
  leavePrayerWall,
  stampPrayerWall,
} from '../src/features/prayer/hooks/prayerWall'
import { reportStoredId } from './hooks/reportStoredId'

/** Stamps the prayer wall's hooks set (./hooks/prayerWall.ts): read-only in the panel. */
const stamp = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'date',
    index: true,
    access: { create: keptByServer, update: keptByServer },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  }) as const

/**
 * What the requester chose on the form (to share the request, to be shown as "Anonymous"):
 * written only by the server, from the requester's form or their take-down link, never by a
 * person through Payload, so the team can neither share a private request nor undo a
 * take-down nor show an anonymous requester's name.
 */
const requesterChoice = {
  access: { create: keptByServer, update: keptByServer },
  admin: { readOnly: true },
} as const

export const PrayerRequests: CollectionConfig = {
  slug: 'prayer-requests',
  admin: {
    hidden: hiddenUnless('prayer'),
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'status', 'is_urgent', 'createdAt'],
    listSearchableFields: ['name', 'subject', 'email'],
  },
  defaultSort: '-createdAt',
  access: privateTo('prayer'),
  hooks: {
    beforeChange: [stampPrayerWall],
    afterChange: [reportStoredId, announcePrayerWall],
    afterDelete: [leavePrayerWall],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.prayer.name },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: LIMITS.prayer.phone },
    { name: 'subject', type: 'text', required: true, maxLength: LIMITS.prayer.subject },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.prayer.message },
    {
      name: 'is_public',
      label: 'Share publicly',
      type: 'checkbox',
      defaultValue: false,
      ...requesterChoice,
    },
    { name: 'is_urgent', label: 'Urgent', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(PRAYER_STATUSES),
      admin: { position: 'sidebar' },
    },
    submittedAt,
    {
      type: 'collapsible',
      label: 'Prayer wall',
      admin: {
        description:
          'A shared request the team puts on the wall is shown at /prayer-wall with the first name and last initial (or "Anonymous"), never the email or phone.',
      },
      fields: [
        {
          name: 'anonymous',
          label: 'Show as "Anonymous"',
          type: 'checkbox',
          defaultValue: false,
          ...requesterChoice,
        },
        { name: 'on_wall', label: 'On the prayer wall', type: 'checkbox', defaultValue: false },
        {
          name: 'public_message',
          label: 'Text shown on the wall',
          type: 'textarea',
          maxLength: LIMITS.prayerWall.public_message,
          admin: {
            description: 'Empty: the wall shows the request as sent, which is kept as it is',
          },
        },
        {
          name: 'praise_note',
          label: 'Praise note',
          type: 'textarea',
          maxLength: LIMITS.prayerWall.praise_note,
          admin: { description: 'Shown as "Answered" for a week once the request is completed' },
        },
        {
          name: 'prayed_count',
          label: 'People who prayed',
          type: 'number',
          defaultValue: 0,
          access: { create: keptByServer, update: keptByServer },
          admin: { readOnly: true },
        },
      ],
    },
    stamp('shared_at', 'Went up on the wall'),
    stamp('approved_at', 'Approved at'),
    stamp('completed_at', 'Completed at'),
  ],
}
