import 'server-only'

import type { Payload } from 'payload'

import { churchDate, startOfChurchDay } from '@/lib/churchClock'
import { donationTypeLabel } from '@/lib/contract/values'

import { queryRows, toNumber } from '@/platform/payload/sql'

/**
 * What a year-end contribution statement says: for each donor, every gift of a calendar year
 * (Dallas time) with its date, fund and amount, and the year's total, with the church's name,
 * address and tax note to head it. Anonymous gifts are left out: the giver asked not to be
 * named with them.
 */

export const NO_GOODS_OR_SERVICES =
  'No goods or services were provided in exchange for these contributions, other than intangible religious benefits.'

export type StatementChurch = {
  name: string
  address: string | null
  phone: string | null
  email: string | null
  tax_note: string | null
}

export type StatementGift = { date: string; fund: string; amount_cents: number }

export type Statement = {
  year: number
  donor: { id: number; name: string | null; email: string | null; address: string | null }
  gifts: StatementGift[]
  total_cents: number
}

type GiftRow = {
  donor_id: unknown
  name: string | null
  email: string | null
  address: string | null
  donated_at: unknown
  donation_type: string
  amount_cents: unknown
}

/** The instants a Dallas calendar year starts and ends at. */
export const yearBounds = (year: number) => ({
  start: startOfChurchDay(`${year}-01-01`),
  end: startOfChurchDay(`${year + 1}-01-01`),
})

/** The statements of a year, one per donor with named gifts that year, by donor name. */
export async function yearStatements(
  payload: Payload,
  year: number,
  donorId?: number,
): Promise<Statement[]> {
  const { start, end } = yearBounds(year)
  const rows = await queryRows<GiftRow>(payload, (sql) => {
    const oneDonor = donorId === undefined ? sql`` : sql`AND d.donor_id = ${donorId}`
    return sql`SELECT d.donor_id, o.name, o.email, o.address, d.donated_at, d.donation_type,
        d.amount_cents
      FROM donations d JOIN donors o ON o.id = d.donor_id
      WHERE d.donated_at >= ${start.toISOString()} AND d.donated_at < ${end.toISOString()}
        AND d.anonymous IS NOT TRUE ${oneDonor}
      ORDER BY o.name, d.donor_id, d.donated_at, d.id`
  })
  const statements: Statement[] = []
  for (const row of rows) {
    const id = toNumber(row.donor_id)
    let statement = statements[statements.length - 1]
    if (!statement || statement.donor.id !== id) {
      statement = {
        year,
        donor: { id, name: row.name, email: row.email, address: row.address },
        gifts: [],
        total_cents: 0,
      }
      statements.push(statement)
    }
    const cents = toNumber(row.amount_cents)
    statement.gifts.push({
      date: churchDate(new Date(row.donated_at as string)),
      fund: donationTypeLabel(row.donation_type),
      amount_cents: cents,
    })
    statement.total_cents += cents
  }
  return statements
}

export async function statementChurch(payload: Payload): Promise<StatementChurch> {
  const info = await payload.findGlobal({ slug: 'church-info', depth: 0 })
  return {
    name: info.name || 'Church',
    address: info.address ?? null,
    phone: info.phone ?? null,
    email: info.email ?? null,
    tax_note: info.tax_note ?? null,
  }
}
