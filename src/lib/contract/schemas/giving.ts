import { z } from 'zod/mini'

import { oneOf, optionalEmail, optionalText, requiredText } from '../fields'
import { LIMITS } from '../limits'
import { DONATION_FREQUENCIES, DONATION_TYPES, valuesOf } from '../values'

/** Giving: the donation provider's webhook, analytics and year-end statements. */

// The donation provider's webhook (docs/api.md).

export const donationWebhookBody = z.object({
  transaction_id: requiredText('transaction_id', LIMITS.donation.transaction_id),
  amount_cents: z
    .number({ error: 'amount_cents must be a whole number of cents' })
    .check(
      z.int({ error: 'amount_cents must be a whole number of cents' }),
      z.minimum(1, { error: 'amount_cents must be positive' }),
      z.maximum(100_000_000_00, { error: 'amount_cents is too large' }),
    ),
  donation_type: oneOf('donation_type', valuesOf(DONATION_TYPES)),
  frequency: z._default(oneOf('frequency', valuesOf(DONATION_FREQUENCIES)), 'one_time'),
  campaign: optionalText('campaign', LIMITS.donation.campaign),
  // The giving link's tags, as the provider passes them back (spec §7).
  utm_source: optionalText('utm_source', LIMITS.donation.utm),
  utm_medium: optionalText('utm_medium', LIMITS.donation.utm),
  utm_campaign: optionalText('utm_campaign', LIMITS.donation.utm),
  utm_content: optionalText('utm_content', LIMITS.donation.utm),
  donated_at: z.iso.datetime({ offset: true, error: 'donated_at must be an ISO-8601 instant' }),
  anonymous: z._default(z.boolean(), false),
  donor: z.nullish(
    z.object({
      name: optionalText('donor.name', LIMITS.donation.donor_name),
      email: optionalEmail('donor.email'),
      address: optionalText('donor.address', LIMITS.donor.address),
    }),
  ),
})
export type DonationWebhookBody = z.output<typeof donationWebhookBody>

// Giving insight: analytics and year-end contribution statements (docs/api.md).

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const optionalMonth = (label: string) =>
  z.optional(z.string().check(z.regex(MONTH, { error: `${label} must be a month, YYYY-MM` })))

/**
 * `GET /api/donations/analytics/<report>?from=YYYY-MM&to=YYYY-MM`: both months included, in
 * Dallas time; without them, the last 12 months up to this one.
 */
export const analyticsQuery = z
  .object({ from: optionalMonth('from'), to: optionalMonth('to') })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to && query.from > query.to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' })
      }
    }),
  )
export type AnalyticsQuery = z.output<typeof analyticsQuery>

const statementYear = z.coerce
  .number({ error: 'year must be a year' })
  .check(
    z.int({ error: 'year must be a whole year' }),
    z.minimum(LIMITS.statement.first_year, { error: 'year is out of range' }),
    z.maximum(LIMITS.statement.last_year, { error: 'year is out of range' }),
  )

/** `?year=YYYY` of the statement downloads. */
export const statementQuery = z.object({ year: statementYear })

/** `POST /api/donations/statements/email`: `resend` sends again to donors already sent that year. */
export const statementEmailBody = z.object({
  year: statementYear,
  resend: z._default(z.boolean({ error: 'resend must be true or false' }), false),
})
export type StatementEmailBody = z.input<typeof statementEmailBody>
