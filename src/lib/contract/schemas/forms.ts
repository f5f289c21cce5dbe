import { z } from 'zod/mini'

import { flag, oneOf, optionalEmail, optionalText, requiredEmail, requiredText } from '../fields'
import { LIMITS } from '../limits'
import { requiredMessage } from '../messages'
import { CONTACT_PREFERENCES, MESSAGE_TYPES, REGISTRATION_DESK_STATUSES, valuesOf } from '../values'
import { ISO_INSTANT, wholeNumberOrNone } from './helpers'

/**
 * The visitor's forms: contact, prayer requests, the prayer wall, event registrations and the
 * newsletter sign-up.
 */

const { registration } = LIMITS

const submittedAt = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => {
    const claimed =
      typeof value === 'string' && value.length <= 40 && ISO_INSTANT.test(value)
        ? new Date(value)
        : null
    return claimed && !Number.isNaN(claimed.getTime())
      ? claimed.toISOString()
      : new Date().toISOString()
  }),
)

const { contact, prayer } = LIMITS

export const contactBody = z.object({
  name: requiredText('Name', contact.name),
  email: requiredEmail(),
  phone: optionalText('Phone', contact.phone),
  subject: requiredText('Subject', contact.subject),
  message: requiredText('Message', contact.message),
  contact_preference: z._default(
    oneOf('Contact preference', valuesOf(CONTACT_PREFERENCES)),
    'email',
  ),
  message_type: oneOf('Message type', valuesOf(MESSAGE_TYPES), 'Please choose a message type'),
  submitted_at: submittedAt,
})
export type ContactBody = z.input<typeof contactBody>

export const prayerRequestBody = z.object({
  name: requiredText('Name', prayer.name),
  email: optionalEmail(),
  phone: optionalText('Phone', prayer.phone),
  subject: requiredText('Subject', prayer.subject),
  message: requiredText('Prayer request', prayer.message),
  is_public: flag('Share publicly'),
  is_urgent: flag('Urgent'),
  /** Shown on the prayer wall as "Anonymous" instead of first name and last initial. */
  anonymous: flag('Anonymous'),
  submitted_at: submittedAt,
})
export type PrayerRequestBody = z.input<typeof prayerRequestBody>

// The prayer wall (docs/api.md, "Prayer wall").

/**
 * `PUT /api/prayer-requests/{id}/wall`: on the wall or not, and the team's own texts. A text
 * left out keeps its value; `null` or `""` clears it (the wall then shows the original message,
 * which is never changed).
 */
export const prayerWallBody = z.object({
  on_wall: z.boolean({ error: 'on_wall must be true or false' }),
  public_message: z.optional(
    optionalText('Text shown on the wall', LIMITS.prayerWall.public_message),
  ),
  praise_note: z.optional(optionalText('Praise note', LIMITS.prayerWall.praise_note)),
})
export type PrayerWallBody = z.input<typeof prayerWallBody>

/** `GET /api/prayer-wall?page=N`: a page from 1 (default 1). */
export const prayerWallQuery = z.object({
  page: z._default(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'page must be a whole number from 1' })),
      z.transform(Number),
    ),
    1,
  ),
})

// Event registrations (docs/api.md, "Event registrations").

const partySizeMessage = `Party size must be a whole number from ${registration.party_size.min} to ${registration.party_size.max}`

/**
 * `POST /api/events/{id}/registrations`: who is coming and how many (the event page's form,
 * or the office adding someone by hand). `party_size` may come as a form's text (`"2"`).
 */
export const registrationBody = z.object({
  name: requiredText('Name', registration.name),
  email: requiredEmail(),
  phone: optionalText('Phone', registration.phone),
  party_size: z.pipe(
    wholeNumberOrNone,
    z
      .number({
        error: (issue) =>
          issue.input === null || issue.input === undefined
            ? requiredMessage('Party size')
            : partySizeMessage,
      })
      .check(
        z.int({ error: partySizeMessage }),
        z.minimum(registration.party_size.min, { error: partySizeMessage }),
        z.maximum(registration.party_size.max, { error: partySizeMessage }),
      ),
  ),
  notes: optionalText('Notes', registration.notes),
})
export type RegistrationBody = z.input<typeof registrationBody>

/** `PUT /api/registrations/{id}`: the office's change of status or check-in, at least one. */
export const registrationUpdateBody = z
  .object({
    status: z.optional(oneOf('Status', REGISTRATION_DESK_STATUSES)),
    checked_in: z.optional(z.boolean({ error: 'Checked in must be true or false' })),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.checked_in !== undefined, {
      error: 'Send at least one of status and checked_in',
    }),
  )
export type RegistrationUpdateBody = z.output<typeof registrationUpdateBody>

/** `POST /api/registrations/cancel`: the token of an email's cancel link. */
export const registrationCancelBody = z.object({
  token: z
    .string({ error: 'The link has no token' })
    .check(z.minLength(1, { error: 'The link has no token' }), z.maxLength(200)),
})

export const subscribeBody = z.object({
  first_name: requiredText('First name', LIMITS.subscriber.first_name),
  last_name: requiredText('Last name', LIMITS.subscriber.last_name),
  email: requiredEmail(),
})
export type SubscribeBody = z.input<typeof subscribeBody>
