import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { LIMITS } from '../src/lib/contract/limits'
import { NEWSLETTER_MESSAGES } from '../src/lib/contract/messages'
import { NEWSLETTER_STATUSES, selectOptions } from '../src/lib/contract/values'
import { hiddenUnless, keptByServer, privateTo } from '../src/platform/access'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'
import { keepSentNewsletters } from './hooks/serverRecords'
import { newsletterEditor } from './richText'

/** What a person writes; the rest of a newsletter is kept by the sender. */
const WRITTEN = ['subject', 'preview_text', 'body', 'include_events'] as const

/**
 * A newsletter that has started going out (or went out) keeps its words: what each subscriber
 * got and what the archive shows stay the same. Refused on every path (409).
 */
const keepSentWords: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.status !== 'sending' && originalDoc.status !== 'sent') return data
  const changed = WRITTEN.some(
    (field) => field in data && JSON.stringify(data[field]) !== JSON.stringify(originalDoc[field]),
  )
  if (changed) throw new APIError(NEWSLETTER_MESSAGES.sentIsFinal, 409, undefined, true)
  return data
}

/** A number or date only the sender writes. */
const kept = <T extends object>(field: T) =>
  ({
    ...field,
    access: { create: keptByServer, update: keptByServer },
    admin: { readOnly: true, position: 'sidebar' },
  }) as const

/**
 * A newsletter to the active subscribers (src/server/newsletter/send.ts sends it in batches,
 * through the jobs queue). Office and administrators write and send them; a sent one is in
 * the public archive (/newsletter), read there by the site with the Local API.
 */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  admin: {
    hidden: hiddenUnless('office'),
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'send_at', 'sent_at', 'sent', 'failed', 'uncertain'],
    listSearchableFields: ['subject'],
  },
  defaultSort: '-createdAt',
  access: privateTo('office'),
  hooks: {
    beforeChange: [keepSentWords],
    beforeDelete: [keepSentNewsletters],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: LIMITS.newsletter.subject,
    },
    {
      name: 'preview_text',
      label: 'Preview text',
      type: 'text',
      maxLength: LIMITS.newsletter.preview_text,
      admin: { description: 'Shown by mail programs beside the subject' },
    },
    { name: 'body', type: 'richText', editor: newsletterEditor },
    {
      name: 'include_events',
      label: 'Add the upcoming events',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The next events, as they are when the newsletter goes out' },
    },
    kept({
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: selectOptions(NEWSLETTER_STATUSES),
    }),
    kept({
      name: 'send_at',
      label: 'Send at',
      type: 'date',
      index: true,
    }),
    kept({ name: 'sent_at', label: 'Sent at', type: 'date', index: true }),
    kept({ name: 'slug', type: 'text', unique: true, index: true }),
    kept({ name: 'total', type: 'number', min: 0 }),
    kept({ name: 'sent', type: 'number', min: 0, defaultValue: 0 }),
    kept({ name: 'failed', type: 'number', min: 0, defaultValue: 0 }),
    // Copies whose server stopped as they went out (src/platform/mail/deliver.ts).
    kept({ name: 'uncertain', type: 'number', min: 0, defaultValue: 0 }),
    // The upcoming events as they were when the newsletter went out: every copy, and the
    // archive, show the same ones.
    kept({ name: 'events', type: 'json' }),
    // The next batch may start at (ms): one batch per window, whichever server runs it.
    {
      name: 'next_batch_at',
      type: 'number',
      access: { create: keptByServer, update: keptByServer, read: keptByServer },
      admin: { hidden: true },
    },
  ],
}
