import 'server-only'

import {
  CHURCH_TIME_ZONE,
  addMonths,
  churchDate,
  churchOffsetChanges,
  startOfChurchDay,
} from '@/lib/churchClock'
import { LIMITS } from '@/lib/contract/limits'
import { analyticsQuery } from '@/lib/contract/schemas'
import type {
  AnalyticsAttributionJson,
  AnalyticsCampaignsJson,
  AnalyticsPeriodJson,
  AnalyticsRetentionJson,
  AnalyticsSeasonsJson,
  AnalyticsSourceRowJson,
  AnalyticsTrendsJson,
} from '@/lib/contract/types'
import { UNKNOWN_SOURCE, type AnalyticsReport } from '@/lib/contract/values'
import type { Payload } from 'payload'

import { centsToDollars } from './donations'
import { parseWith, validationFailed } from '@/platform/api/errors'
import { queryRows, toNumber, type SqlTag } from '@/platform/payload/sql'

/**
 * Giving analytics: every figure is a SQL aggregate (GROUP BY) run by the database, on
 * PostgreSQL and SQLite alike, with months, quarters and weekdays taken in Dallas time.
 * PostgreSQL converts each gift's instant with `AT TIME ZONE 'America/Chicago'`. SQLite has
 * no time zones: it shifts the stored UTC instant by Dallas's offset at that instant, chosen
 * by a CASE over the instants the clocks changed (computed here, `churchOffsetChanges`).
 */

type Dialect = 'postgres' | 'sqlite'
type Fragment = ReturnType<SqlTag>

/** A period of whole Dallas months, and the instants it starts and ends at. */
export type Period = AnalyticsPeriodJson & { start: Date; end: Date }

const monthStart = (month: string) => startOfChurchDay(`${month}-01`)
export const shiftMonth = (month: string, months: number) =>
  addMonths(`${month}-01`, months).slice(0, 7)

/** `from`/`to` of the query string, or the last 12 months up to this one. */
export function parsePeriod(req: Request, now = new Date()): Period {
  const params = new URL(req.url).searchParams
  const query = parseWith(analyticsQuery, {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  })
  const thisMonth = churchDate(now).slice(0, 7)
  const to = query.to ?? (query.from ? maxMonth(query.from, thisMonth) : thisMonth)
  const from = query.from ?? shiftMonth(to, -11)
  if (monthsBetween(from, to) + 1 > LIMITS.analytics.max_months) {
    throw validationFailed([
      {
        field: 'from',
        message: `A period covers at most ${LIMITS.analytics.max_months} months`,
      },
    ])
  }
  return periodOf(from, to)
}

export const periodOf = (from: string, to: string): Period => ({
  from,
  to,
  start: monthStart(from),
  end: monthStart(shiftMonth(to, 1)),
})

const maxMonth = (a: string, b: string) => (a > b ? a : b)
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7))

/** Every month of a period, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = []
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month)
  return months
}

/**
 * SQL for a gift's Dallas wall-clock time, as text `YYYY-MM-DD HH:MM:SS` (SQLite) or a
 * timestamp (PostgreSQL). On SQLite the offsets are exact for the years given; outside them
 * winter time is assumed, which moves no gift across a month edge (December and January are
 * winter months).
 */
function localTime(sql: SqlTag, dialect: Dialect, column: Fragment, years: [number, number]) {
  if (dialect === 'postgres')
    return sql`(${column} AT TIME ZONE ${sql.raw(`'${CHURCH_TIME_ZONE}'`)})`
  // The instants and offsets are computed here, never taken from a request: safe as literals.
  let offset = sql`CASE`
  for (const change of churchOffsetChanges(years[0], years[1]).reverse()) {
    offset = sql`${offset} WHEN ${column} >= ${sql.raw(`'${change.from.toISOString()}'`)} THEN ${sql.raw(`'${change.offsetMinutes} minutes'`)}`
  }
  const expression = sql`${offset} ELSE '-360 minutes' END`
  return sql`datetime(${column}, ${expression})`
}

/** Dallas-time parts of a gift's instant: month `YYYY-MM`, month of year, weekday. */
function localParts(sql: SqlTag, dialect: Dialect, column: Fragment, years: [number, number]) {
  const local = localTime(sql, dialect, column, years)
  if (dialect === 'postgres') {
    return {
      month: sql`to_char(${local}, 'YYYY-MM')`,
      monthOfYear: sql`extract(month from ${local})::int`,
      weekday: sql`extract(dow from ${local})::int`,
    }
  }
  return {
    month: sql`strftime('%Y-%m', ${local})`,
    monthOfYear: sql`cast(strftime('%m', ${local}) as integer)`,
    weekday: sql`cast(strftime('%w', ${local}) as integer)`,
  }
}

const yearsOf = (start: Date, end: Date): [number, number] => [
  Number(churchDate(start).slice(0, 4)) - 1,
  Number(churchDate(end).slice(0, 4)),
]

const iso = (date: Date) => date.toISOString()

/** Instants come back as Date (PostgreSQL) or ISO text (SQLite). */
const toIso = (value: unknown) => new Date(value as string).toISOString()

// Giving trends: per month, one-time and recurring, beside the same month a year earlier.

export async function givingTrends(payload: Payload, period: Period): Promise<AnalyticsTrendsJson> {
  const since = monthStart(shiftMonth(period.from, -12))
  const rows = await queryRows<Record<string, unknown>>(payload, (sql, dialect) => {
    const aggregates = sql`COUNT(*) AS count,
        SUM(amount_cents) AS cents,
        SUM(CASE WHEN frequency = 'one_time' THEN amount_cents ELSE 0 END) AS one_time_cents
      FROM donations
      WHERE donated_at >= ${iso(since)} AND donated_at < ${iso(period.end)}`
    if (dialect === 'postgres') {
      // Grouped by the month's start, named once per group: cheaper than naming every row.
      const local = localTime(sql, dialect, sql`donated_at`, yearsOf(since, period.end))
      return sql`SELECT to_char(m, 'YYYY-MM') AS month, count, cents, one_time_cents
        FROM (SELECT date_trunc('month', ${local}) AS m, ${aggregates} GROUP BY 1) AS months`
    }
    const { month } = localParts(sql, dialect, sql`donated_at`, yearsOf(since, period.end))
    return sql`SELECT ${month} AS month, ${aggregates} GROUP BY 1`
  })
  const byMonth = new Map(rows.map((row) => [String(row.month), row]))
  const cents = (month: string, key: string) => toNumber(byMonth.get(month)?.[key] ?? 0)
  return {
    period: { from: period.from, to: period.to },
    months: monthsOf(period.from, period.to).map((month) => {
      const before = shiftMonth(month, -12)
      return {
        month,
        amount: centsToDollars(cents(month, 'cents')),
        count: cents(month, 'count'),
        one_time_amount: centsToDollars(cents(month, 'one_time_cents')),
        recurring_amount: centsToDollars(cents(month, 'cents') - cents(month, 'one_time_cents')),
        previous_year_amount: centsToDollars(cents(before, 'cents')),
        previous_year_count: cents(before, 'count'),
      }
    }),
  }
}

// Donor retention: per quarter, new, returning and lapsed donors.

const quarterName = (index: number) => `${Math.floor(index / 4)}-Q${(index % 4) + 1}`
const quarterIndexOf = (month: string) =>
  Number(month.slice(0, 4)) * 4 + Math.floor((Number(month.slice(5, 7)) - 1) / 3)
const quarterStartMonth = (index: number) =>
  `${Math.floor(index / 4)}-${String((index % 4) * 3 + 1).padStart(2, '0')}`

/**
 * Whole quarters touching the period. A donor is a known giver (gifts without a donor are not
 * counted); anonymous gifts still count for their donor.
 */
export async function donorRetention(
  payload: Payload,
  period: Period,
): Promise<AnalyticsRetentionJson> {
  const first = quarterIndexOf(period.from)
  const last = quarterIndexOf(period.to)
  const since = monthStart(quarterStartMonth(first - 1))
  const until = monthStart(quarterStartMonth(last + 1))
  const rows = await queryRows<Record<string, unknown>>(payload, (sql) => {
    // Each gift's quarter by the Dallas instants the quarters start at (computed here): a
    // few comparisons per row, the same on both databases, cheaper than converting time zones.
    let quarter = sql`CASE`
    for (let q = last; q >= first - 1; q--) {
      const start = monthStart(quarterStartMonth(q)).toISOString()
      quarter = sql`${quarter} WHEN donated_at >= ${sql.raw(`'${start}'`)} THEN ${sql.raw(String(q))}`
    }
    quarter = sql`${quarter} ELSE ${sql.raw(String(first - 2))} END`
    // New: no gift before the window and none in an earlier quarter of it. Retained: the
    // donor's previous quarter with gifts is the one just before.
    return sql`WITH active AS (
          SELECT donor_id, ${quarter} AS q FROM donations
          WHERE donor_id IS NOT NULL AND donated_at >= ${iso(since)} AND donated_at < ${iso(until)}
          GROUP BY 1, 2
        ),
        earlier AS (
          SELECT DISTINCT donor_id FROM donations
          WHERE donor_id IS NOT NULL AND donated_at < ${iso(since)}
        ),
        marked AS (
          SELECT donor_id, q, LAG(q) OVER (PARTITION BY donor_id ORDER BY q) AS prev_q FROM active
        )
      SELECT m.q AS q,
        COUNT(*) AS donors,
        SUM(CASE WHEN m.prev_q IS NULL AND e.donor_id IS NULL THEN 1 ELSE 0 END) AS new_donors,
        SUM(CASE WHEN m.prev_q = m.q - 1 THEN 1 ELSE 0 END) AS retained
      FROM marked m LEFT JOIN earlier e ON e.donor_id = m.donor_id
      GROUP BY m.q`
  })
  const byQuarter = new Map(rows.map((row) => [toNumber(row.q), row]))
  const figure = (q: number, key: string) => toNumber(byQuarter.get(q)?.[key] ?? 0)
  const quarters: AnalyticsRetentionJson['quarters'] = []
  for (let q = first; q <= last; q++) {
    const previous = figure(q - 1, 'donors')
    const retained = figure(q, 'retained')
    quarters.push({
      quarter: quarterName(q),
      donors: figure(q, 'donors'),
      new_donors: figure(q, 'new_donors'),
      returning_donors: figure(q, 'donors') - figure(q, 'new_donors'),
      lapsed_donors: previous - retained,
      retention_rate: previous === 0 ? null : Math.round((retained / previous) * 10_000) / 10_000,
    })
  }
  return { period: { from: period.from, to: period.to }, quarters }
}

// Campaign performance.

export async function campaignPerformance(
  payload: Payload,
  period: Period,
): Promise<AnalyticsCampaignsJson> {
  const rows = await queryRows<Record<string, unknown>>(
    payload,
    (sql) => sql`SELECT COALESCE(NULLIF(campaign, ''), ${UNKNOWN_SOURCE}) AS campaign,
        SUM(amount_cents) AS cents, COUNT(*) AS count, COUNT(DISTINCT donor_id) AS donors,
        MIN(donated_at) AS first_gift, MAX(donated_at) AS last_gift
      FROM donations
      WHERE donated_at >= ${iso(period.start)} AND donated_at < ${iso(period.end)}
      GROUP BY 1
      ORDER BY cents DESC, campaign ASC`,
  )
  return {
    period: { from: period.from, to: period.to },
    campaigns: rows.map((row) => {
      const count = toNumber(row.count)
      return {
        campaign: String(row.campaign),
        amount: centsToDollars(row.cents),
        count,
        donors: toNumber(row.donors),
        average_gift: centsToDollars(toNumber(row.cents) / count),
        first_gift: toIso(row.first_gift),
        last_gift: toIso(row.last_gift),
      }
    }),
  }
}

// Seasonal patterns: by month of the year and by weekday.

export async function seasonalPatterns(
  payload: Payload,
  period: Period,
): Promise<AnalyticsSeasonsJson> {
  const grouped = (part: 'monthOfYear' | 'weekday') =>
    queryRows<Record<string, unknown>>(payload, (sql, dialect) => {
      const key = localParts(sql, dialect, sql`donated_at`, yearsOf(period.start, period.end))[part]
      return sql`SELECT ${key} AS k, SUM(amount_cents) AS cents, COUNT(*) AS count
        FROM donations
        WHERE donated_at >= ${iso(period.start)} AND donated_at < ${iso(period.end)}
        GROUP BY 1`
    })
  const [months, weekdays] = await Promise.all([grouped('monthOfYear'), grouped('weekday')])
  const fill = (rows: Record<string, unknown>[], keys: number[]) => {
    const byKey = new Map(rows.map((row) => [toNumber(row.k), row]))
    return keys.map((key) => ({
      key,
      amount: centsToDollars(byKey.get(key)?.cents ?? 0),
      count: toNumber(byKey.get(key)?.count ?? 0),
    }))
  }
  return {
    period: { from: period.from, to: period.to },
    months: fill(
      months,
      Array.from({ length: 12 }, (_, i) => i + 1),
    ).map(({ key, ...row }) => ({ month: key, ...row })),
    weekdays: fill(
      weekdays,
      Array.from({ length: 7 }, (_, i) => i),
    ).map(({ key, ...row }) => ({ weekday: key, ...row })),
  }
}

// Source attribution: by the giving link's utm_content and utm_medium, and by fund.

export async function sourceAttribution(
  payload: Payload,
  period: Period,
): Promise<AnalyticsAttributionJson> {
  // The fund is an enum on PostgreSQL: compared as text, like the tags.
  const grouped = (column: 'utm_content' | 'utm_medium' | 'donation_type') =>
    queryRows<Record<string, unknown>>(
      payload,
      (
        sql,
      ) => sql`SELECT COALESCE(NULLIF(CAST(${sql.raw(column)} AS TEXT), ''), ${UNKNOWN_SOURCE}) AS value,
          SUM(amount_cents) AS cents, COUNT(*) AS count
        FROM donations
        WHERE donated_at >= ${iso(period.start)} AND donated_at < ${iso(period.end)}
        GROUP BY 1
        ORDER BY cents DESC, value ASC`,
    )
  const rowsOf = (rows: Record<string, unknown>[]): AnalyticsSourceRowJson[] =>
    rows.map((row) => ({
      value: String(row.value),
      amount: centsToDollars(row.cents),
      count: toNumber(row.count),
    }))
  const [content, medium, fund] = await Promise.all([
    grouped('utm_content'),
    grouped('utm_medium'),
    grouped('donation_type'),
  ])
  return {
    period: { from: period.from, to: period.to },
    by_content: rowsOf(content),
    by_medium: rowsOf(medium),
    by_fund: rowsOf(fund),
  }
}

export const ANALYTICS: Record<
  AnalyticsReport,
  (payload: Payload, period: Period) => Promise<unknown>
> = {
  trends: givingTrends,
  retention: donorRetention,
  campaigns: campaignPerformance,
  seasons: seasonalPatterns,
  attribution: sourceAttribution,
}
