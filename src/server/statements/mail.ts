import 'server-only'

import type { Payload } from 'payload'

import type { StatementEmailJson, StatementRecipientsJson } from '@/lib/contract/types'
import { formatLongDate, formatCents } from '@/lib/format'

import { queueEmail } from '@/platform/mail/message'
import {
  NO_GOODS_OR_SERVICES,
  type Statement,
  type StatementChurch,
  statementChurch,
  yearStatements,
} from './query'

/**
 * Year-end contribution statements sent to donors by email through the mail queue, at most
 * once per donor and year unless a resend is asked, and the count of who would get one before
 * anything is sent.
 */

/** The statement as the text of an email: the same content as the PDF. */
export function statementText(church: StatementChurch, statement: Statement): string {
  const lines = [
    `Dear ${statement.donor.name || 'friend'},`,
    '',
    `Thank you for your faithful giving. This is your contribution statement for ${statement.year}: the gifts ${church.name} received from you between January 1 and December 31, ${statement.year}.`,
    '',
    ...statement.gifts.map(
      (gift) => `${formatLongDate(gift.date)}  ${gift.fund}  ${formatCents(gift.amount_cents)}`,
    ),
    '',
    `Total for ${statement.year}: ${formatCents(statement.total_cents)}`,
    '',
    NO_GOODS_OR_SERVICES,
    ...(church.tax_note ? ['', church.tax_note] : []),
    '',
    'Please keep this statement with your tax records.',
    '',
    church.name,
    ...(church.address ? [church.address] : []),
  ]
  return lines.join('\n')
}

/**
 * Who a year's statements are for, before anything is sent: the donors with named gifts that
 * year (only they have a statement), how many of them an "Email statements" would write to
 * (with an address; without `resend`, not those already sent), and how many already have theirs.
 */
export async function statementRecipients(
  payload: Payload,
  year: number,
): Promise<StatementRecipientsJson> {
  const statements = await yearStatements(payload, year)
  const { docs } = await payload.find({
    collection: 'statement-deliveries',
    where: { year: { equals: year } },
    pagination: false,
    depth: 0,
  })
  const sent = new Set(docs.map((delivery) => Number(delivery.donor)))
  const withEmail = statements.filter((statement) => statement.donor.email)
  return {
    year,
    donor_ids: statements.map((statement) => statement.donor.id),
    with_email: withEmail.length,
    already_sent: withEmail.filter((statement) => sent.has(statement.donor.id)).length,
  }
}

/**
 * Queues each donor's statement for the year by email, once per donor and year: a
 * `statement-deliveries` row is claimed first (unique per donor and year), so a second run,
 * or two runs at once, skip donors already sent, unless `resend` is asked. Each email is a job
 * of the jobs queue, sent by the runner after the answer. Returns the counts.
 */
export async function emailStatements(
  payload: Payload,
  year: number,
  resend: boolean,
): Promise<StatementEmailJson> {
  const [church, statements] = await Promise.all([
    statementChurch(payload),
    yearStatements(payload, year),
  ])
  let queued = 0
  let alreadySent = 0
  for (const statement of statements) {
    const email = statement.donor.email
    if (!email) continue
    const { docs } = await payload.find({
      collection: 'statement-deliveries',
      where: { and: [{ donor: { equals: statement.donor.id } }, { year: { equals: year } }] },
      limit: 1,
      depth: 0,
    })
    if (docs[0] && !resend) {
      alreadySent++
      continue
    }
    try {
      if (docs[0]) {
        await payload.update({
          collection: 'statement-deliveries',
          id: docs[0].id,
          data: { email },
          depth: 0,
        })
      } else {
        await payload.create({
          collection: 'statement-deliveries',
          data: { donor: statement.donor.id, year, email },
          depth: 0,
        })
      }
    } catch {
      // Another run claimed this donor and year a moment ago.
      payload.logger.warn({ msg: 'statement already being sent', donor: statement.donor.id, year })
      alreadySent++
      continue
    }
    await queueEmail(payload, {
      to: email,
      subject: `Your ${year} contribution statement from ${church.name}`,
      text: statementText(church, statement),
    })
    queued++
  }
  payload.logger.info({ msg: 'contribution statements queued', year, queued })
  return { year, queued, already_sent: alreadySent }
}
