import 'server-only'

import { startOfChurchMonth } from '@/lib/churchClock'
import { csvCell } from '@/lib/csv'
import type { Payload } from 'payload'

import { ApiError, validationFailed } from '@/platform/api/errors'
import { queryRows, toNumber } from '@/platform/payload/sql'

export { csvCell }

/**
 * The giving screens' figures, computed by the database (aggregates and GROUP BY), on
 * PostgreSQL and SQLite alike. Money is stored in integer cents and answered in dollars.
 */

export const centsToDollars = (cents: unknown) => Math.round(toNumber(cents)) / 100

/** Instants come back as Date (PostgreSQL) or ISO text (SQLite). */
const toIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString()

/** `?limit=N`: a whole number from 1, capped at `max`; `fallback` when absent. */
export function parseLimit(req: Request, fallback: number, max: number): number {
  const raw = new URL(req.url).searchParams.get('limit')
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw validationFailed([{ field: 'limit', message: 'limit must be a whole number from 1' }])
  }
  return Math.min(Number(raw), max)
}

export async function donationStats(payload: Payload, now = new Date()) {
  const monthStart = startOfChurchMonth(now).instant.toISOString()
  // Two independent aggregates, run side by side on two pooled connections.
  const [[totals], types] = await Promise.all([
    queryRows<Record<string, unknown>>(
      payload,
      (sql) => sql`SELECT
          COUNT(*) AS total_count,
          COALESCE(SUM(amount_cents), 0) AS total_cents,
          COALESCE(SUM(CASE WHEN donated_at >= ${monthStart} THEN 1 ELSE 0 END), 0) AS month_count,
          COALESCE(SUM(CASE WHEN donated_at >= ${monthStart} THEN amount_cents ELSE 0 END), 0) AS month_cents
        FROM donations`,
    ),
    queryRows<Record<string, unknown>>(
      payload,
      (sql) => sql`SELECT donation_type AS type, COUNT(*) AS count, SUM(amount_cents) AS cents
        FROM donations GROUP BY donation_type ORDER BY cents DESC, type ASC`,
    ),
  ])
  const count = toNumber(totals.total_count)
  const totalCents = toNumber(totals.total_cents)
  return {
    total_amount: centsToDollars(totalCents),
    total_donations: count,
    average_gift: count === 0 ? 0 : centsToDollars(totalCents / count),
    this_month_amount: centsToDollars(totals.month_cents),
    this_month_donations: toNumber(totals.month_count),
    top_donation_types: types.map((row) => ({
      type: String(row.type),
      count: toNumber(row.count),
      amount: centsToDollars(row.cents),
    })),
  }
}

type DonationRow = {
  id: number
  amount_cents: unknown
  donation_type: string
  frequency: string
  donated_at: unknown
  campaign: string | null
  donor_name: string | null
  donor_email: string | null
  transaction_id: string
}

/** Newest first; `before` continues after the last row of a previous page (keyset). */
export async function donationRows(
  payload: Payload,
  limit: number,
  before?: { donated_at: unknown; id: number },
) {
  return queryRows<DonationRow>(payload, (sql) => {
    const after = before
      ? sql`WHERE d.donated_at < ${before.donated_at}
          OR (d.donated_at = ${before.donated_at} AND d.id < ${before.id})`
      : sql``
    return sql`SELECT d.id, d.amount_cents, d.donation_type, d.frequency, d.donated_at,
        d.campaign, d.donor_name, o.email AS donor_email, d.transaction_id
      FROM donations d LEFT JOIN donors o ON o.id = d.donor_id
      ${after}
      ORDER BY d.donated_at DESC, d.id DESC
      LIMIT ${limit}`
  })
}

export async function recentDonations(payload: Payload, limit: number) {
  const rows = await donationRows(payload, limit)
  return rows.map((row) => ({
    id: row.id,
    amount: centsToDollars(row.amount_cents),
    donation_type: row.donation_type,
    frequency: row.frequency,
    created_at: toIso(row.donated_at),
    campaign: row.campaign ?? null,
    // An anonymous gift carries no name, even when the giver is a known donor.
    donor_info: { name: row.donor_name ?? null, email: row.donor_email ?? null },
  }))
}

export async function topDonors(payload: Payload, limit: number) {
  const rows = await queryRows<Record<string, unknown>>(
    payload,
    (sql) => sql`SELECT o.id, o.name, o.email,
        MIN(d.donated_at) AS first_donation, MAX(d.donated_at) AS last_donation,
        COALESCE(SUM(d.amount_cents), 0) AS total_cents, COUNT(d.id) AS total_count
      FROM donors o LEFT JOIN donations d ON d.donor_id = o.id
      GROUP BY o.id, o.name, o.email
      ORDER BY total_cents DESC, o.id ASC
      LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    id: toNumber(row.id),
    name: (row.name as string | null) ?? null,
    email: row.email as string,
    first_donation_date: toIso(row.first_donation),
    last_donation_date: toIso(row.last_donation),
    total_amount: centsToDollars(row.total_cents),
    total_donations: toNumber(row.total_count),
  }))
}

const CSV_COLUMNS = [
  'id',
  'donated_at',
  'amount',
  'donation_type',
  'frequency',
  'campaign',
  'donor_name',
  'donor_email',
  'transaction_id',
]
const EXPORT_BATCH = 1000

/** Every donation, newest first, as CSV produced batch by batch while it is sent. */
export function donationsCsv(payload: Payload): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: { donated_at: unknown; id: number } | undefined
  let started = false
  return new ReadableStream({
    async pull(controller) {
      try {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(',')}\r\n`))
          return
        }
        const rows = await donationRows(payload, EXPORT_BATCH, cursor)
        const lines = rows.map((row) =>
          [
            row.id,
            toIso(row.donated_at),
            centsToDollars(row.amount_cents).toFixed(2),
            row.donation_type,
            row.frequency,
            row.campaign,
            row.donor_name,
            row.donor_email,
            row.transaction_id,
          ]
            .map(csvCell)
            .join(','),
        )
        if (lines.length) controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`))
        if (rows.length < EXPORT_BATCH) controller.close()
        else cursor = { donated_at: rows[rows.length - 1].donated_at, id: rows[rows.length - 1].id }
      } catch (error) {
        payload.logger.error({ msg: 'donation export failed', err: error })
        controller.error(new ApiError(500, 'Internal server error'))
      }
    },
  })
}
