import { z } from 'zod/mini'

import { flag, oneOf, optionalText, requiredText, withoutNul } from '../fields'
import { LIMITS, SUBSCRIBER_LIST } from '../limits'
import { SUBSCRIBER_STATUSES, valuesOf } from '../values'
import { prayerWallQuery } from './forms'

/** The newsletter's subscribers and the newsletters. */

// The newsletter's subscribers (docs/api.md, "Inbox").

const SUBSCRIBER_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SUBSCRIBER_LIST.max}`

/**
 * Which subscribers: `search` is found in the first name, last name or email (any case),
 * `status` is one of the subscription's states; either may be left out.
 */
const subscriberFilter = {
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.subscriber.email, { error: 'search is too long' }),
        withoutNul('search'),
      ),
  ),
  status: z.optional(oneOf('status', valuesOf(SUBSCRIBER_STATUSES))),
}

/** `GET /api/newsletter/subscribers/export?search&status`: the subscribers the CSV holds. */
export const subscriberExportQuery = z.object(subscriberFilter)
export type SubscriberFilter = z.output<typeof subscriberExportQuery>

/**
 * `GET /api/newsletter/subscribers?search&status&limit&offset`: `limit` rows (1 to 500, 500
 * when absent) after the first `offset` (0 when absent), newest first.
 */
export const subscriberListQuery = z.object({
  ...subscriberFilter,
  limit: z._default(
    z
      .pipe(
        z.string().check(z.regex(/^\d{1,6}$/, { error: SUBSCRIBER_LIMIT_MESSAGE })),
        z.transform(Number),
      )
      .check(
        z.refine((n) => n >= 1 && n <= SUBSCRIBER_LIST.max, { error: SUBSCRIBER_LIMIT_MESSAGE }),
      ),
    SUBSCRIBER_LIST.max,
  ),
  offset: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, { error: 'offset must be a whole number from 0' })),
      z.transform(Number),
    ),
    0,
  ),
})
export type SubscriberListQuery = z.output<typeof subscriberListQuery>

// Newsletters (docs/api.md, "Newsletters").

/** The editor's document (Lexical JSON, collections/richText.ts `newsletterEditor`) or none. */
const editorDocument = z.nullable(
  z.object(
    {
      root: z.looseObject(
        {
          type: z.literal('root', { error: 'Body must be a document of the editor' }),
          children: z.array(z.unknown(), { error: 'Body must be a document of the editor' }),
        },
        { error: 'Body must be a document of the editor' },
      ),
    },
    { error: 'Body must be a document of the editor' },
  ),
)

/** `POST /api/newsletters`, `PUT /api/newsletters/{id}`: what a person writes. */
export const newsletterBody = z.object({
  subject: requiredText('Subject', LIMITS.newsletter.subject),
  preview_text: optionalText('Preview text', LIMITS.newsletter.preview_text),
  body: z._default(z.optional(editorDocument), null),
  include_events: flag('include_events'),
})
export type NewsletterBody = z.input<typeof newsletterBody>

/** `POST /api/newsletters/{id}/send`: now, or at `send_at` (an ISO date-time with its offset). */
export const newsletterSendBody = z.object({
  send_at: z.optional(
    z.nullable(
      z.pipe(
        z
          .string({ error: 'send_at must be a date and time' })
          .check(
            z.refine(
              (value) =>
                /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(
                  value,
                ) && !Number.isNaN(Date.parse(value)),
              'send_at must be a date and time with its offset (ISO 8601)',
            ),
          ),
        z.transform((value) => new Date(value)),
      ),
    ),
  ),
})

/** `GET /api/newsletters?page=N`: a page from 1 (default 1). */
export const newsletterListQuery = prayerWallQuery
