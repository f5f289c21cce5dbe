/**
 * The data tables of the donations screen's Analytics tab: one per report, the same rows in
 * the screen-reader table and in its CSV export, so both carry the chart's numbers.
 */
import type {
  AnalyticsAttributionJson,
  AnalyticsCampaignsJson,
  AnalyticsRetentionJson,
  AnalyticsSeasonsJson,
  AnalyticsSourceRowJson,
  AnalyticsTrendsJson,
} from '@/lib/contract/types'
import { WEEKDAYS, donationTypeLabel } from '@/lib/contract/values'
import { formatMoney, formatUsShortDate } from '@/lib/format'

export type CellKind = 'text' | 'money' | 'count' | 'percent' | 'instant'
export type Column = { label: string; kind: CellKind }
export type Cell = string | number | null
export type DataTable = { columns: Column[]; rows: Cell[][] }

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** `2026-03` -> "Mar 2026". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1].slice(0, 3)} ${month.slice(0, 4)}`
}

export const monthOfYearName = (month: number) => MONTH_NAMES[month - 1]
export const weekdayName = (weekday: number) => WEEKDAYS[weekday]

/** A cell as the table shows it. */
export function formatCell(kind: CellKind, value: Cell): string {
  if (value === null) return '—'
  if (kind === 'money') return formatMoney(Number(value))
  if (kind === 'percent') return `${(Number(value) * 100).toFixed(1)}%`
  if (kind === 'count') return Number(value).toLocaleString('en-US')
  if (kind === 'instant') return formatUsShortDate(String(value))
  return String(value)
}

/** A cell as the CSV holds it: amounts with two decimals, rates as fractions, instants ISO. */
export function csvValue(kind: CellKind, value: Cell): string | number {
  if (value === null) return ''
  if (kind === 'money') return Number(value).toFixed(2)
  return value
}

export function trendsTable(data: AnalyticsTrendsJson): DataTable {
  return {
    columns: [
      { label: 'Month', kind: 'text' },
      { label: 'Total', kind: 'money' },
      { label: 'Gifts', kind: 'count' },
      { label: 'One-time', kind: 'money' },
      { label: 'Recurring', kind: 'money' },
      { label: 'A year earlier', kind: 'money' },
      { label: 'Gifts a year earlier', kind: 'count' },
    ],
    rows: data.months.map((m) => [
      monthLabel(m.month),
      m.amount,
      m.count,
      m.one_time_amount,
      m.recurring_amount,
      m.previous_year_amount,
      m.previous_year_count,
    ]),
  }
}

export function retentionTable(data: AnalyticsRetentionJson): DataTable {
  return {
    columns: [
      { label: 'Quarter', kind: 'text' },
      { label: 'Donors', kind: 'count' },
      { label: 'New', kind: 'count' },
      { label: 'Returning', kind: 'count' },
      { label: 'Lapsed', kind: 'count' },
      { label: 'Retention rate', kind: 'percent' },
    ],
    rows: data.quarters.map((q) => [
      q.quarter.replace('-', ' '),
      q.donors,
      q.new_donors,
      q.returning_donors,
      q.lapsed_donors,
      q.retention_rate,
    ]),
  }
}

export const campaignLabel = (campaign: string) =>
  campaign === 'unknown' ? 'No campaign' : campaign

export function campaignsTable(data: AnalyticsCampaignsJson): DataTable {
  return {
    columns: [
      { label: 'Campaign', kind: 'text' },
      { label: 'Total', kind: 'money' },
      { label: 'Gifts', kind: 'count' },
      { label: 'Donors', kind: 'count' },
      { label: 'Average gift', kind: 'money' },
      { label: 'First gift', kind: 'instant' },
      { label: 'Last gift', kind: 'instant' },
    ],
    rows: data.campaigns.map((c) => [
      campaignLabel(c.campaign),
      c.amount,
      c.count,
      c.donors,
      c.average_gift,
      c.first_gift,
      c.last_gift,
    ]),
  }
}

export function seasonsTables(data: AnalyticsSeasonsJson): {
  months: DataTable
  weekdays: DataTable
} {
  const columns = (first: string): Column[] => [
    { label: first, kind: 'text' },
    { label: 'Total', kind: 'money' },
    { label: 'Gifts', kind: 'count' },
  ]
  return {
    months: {
      columns: columns('Month of the year'),
      rows: data.months.map((m) => [monthOfYearName(m.month), m.amount, m.count]),
    },
    weekdays: {
      columns: columns('Weekday'),
      rows: data.weekdays.map((d) => [weekdayName(d.weekday), d.amount, d.count]),
    },
  }
}

export const sourceLabel = (value: string) => (value === 'unknown' ? 'Unknown (no tag)' : value)

export function attributionTables(data: AnalyticsAttributionJson): {
  content: DataTable
  medium: DataTable
  fund: DataTable
} {
  const table = (first: string, rows: AnalyticsSourceRowJson[], label: (v: string) => string) => ({
    columns: [
      { label: first, kind: 'text' as const },
      { label: 'Total', kind: 'money' as const },
      { label: 'Gifts', kind: 'count' as const },
    ],
    rows: rows.map((r) => [label(r.value), r.amount, r.count]),
  })
  return {
    content: table('Link (utm_content)', data.by_content, sourceLabel),
    medium: table('Medium (utm_medium)', data.by_medium, sourceLabel),
    fund: table('Fund', data.by_fund, donationTypeLabel),
  }
}
