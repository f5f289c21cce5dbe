'use client'

import { useReducedMotion } from 'framer-motion'
import type React from 'react'
import { useId, useState } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import styled from 'styled-components'
import useSWR from 'swr'

import {
  attributionTables,
  campaignLabel,
  campaignsTable,
  csvValue,
  formatCell,
  monthLabel,
  monthOfYearName,
  retentionTable,
  seasonsTables,
  sourceLabel,
  trendsTable,
  weekdayName,
  type DataTable,
} from '@/lib/admin/analyticsTables'
import { saveBlob } from '@/lib/admin/download'
import { churchDate } from '@/lib/churchClock'
import type {
  AnalyticsAttributionJson,
  AnalyticsCampaignsJson,
  AnalyticsRetentionJson,
  AnalyticsSeasonsJson,
  AnalyticsTrendsJson,
} from '@/lib/contract/types'
import { donationTypeLabel } from '@/lib/contract/values'
import { csvText } from '@/lib/csv'
import { formatMoney } from '@/lib/format'

import { adminTheme } from '../adminTheme'
import { Alert } from '../Alert'
import { Button } from '../Button'
import { Panel } from '../CardGrid'
import { controlRow, Input, Select } from '../FormField'
import { Spinner } from '../Spinner'

/**
 * The donations screen's Analytics tab: five reports of /api/donations/analytics for a chosen
 * period, each a chart with its numbers in a data table (for screen readers and keyboards)
 * that can be exported as CSV. Loaded only when the tab opens (see DonationsScreen).
 */

const COLORS = {
  primary: adminTheme.primary,
  second: '#0f766e',
  third: '#b45309',
  previous: '#6b7280',
}

type Period = { from: string; to: string }

const shift = (month: string, months: number) => {
  const [y, m] = month.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

const PRESETS = [
  { value: 'last12', label: 'Last 12 months' },
  { value: 'last24', label: 'Last 24 months' },
  { value: 'thisYear', label: 'This year' },
  { value: 'lastYear', label: 'Last year' },
  { value: 'custom', label: 'Custom' },
] as const
type Preset = (typeof PRESETS)[number]['value']

function presetPeriod(preset: Exclude<Preset, 'custom'>): Period {
  const thisMonth = churchDate().slice(0, 7)
  const year = Number(thisMonth.slice(0, 4))
  if (preset === 'last24') return { from: shift(thisMonth, -23), to: thisMonth }
  if (preset === 'thisYear') return { from: `${year}-01`, to: thisMonth }
  if (preset === 'lastYear') return { from: `${year - 1}-01`, to: `${year - 1}-12` }
  return { from: shift(thisMonth, -11), to: thisMonth }
}

const Toolbar = styled(Panel)`
  ${controlRow}
  margin-bottom: 1.25rem;
  input,
  select {
    min-width: 10rem;
  }
  @media (max-width: 480px) {
    label {
      flex: 1 1 100%;
    }
  }
`

const Reports = styled.div`
  display: grid;
  /* minmax(0, ...): a wide data table scrolls in its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
`

const ReportHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  h2 {
    font-size: 1.15rem;
    margin: 0;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${adminTheme.muted};
    font-size: 0.88rem;
  }
`

const Chart = styled.div`
  width: 100%;
  height: 280px;
  min-width: 0;
`

const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 1rem;
  h3 {
    font-size: 0.98rem;
    margin: 0 0 0.4rem;
  }
`

const Details = styled.details`
  margin-top: 0.75rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${adminTheme.primary};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`

const TableScroll = styled.div`
  overflow-x: auto;
  margin-top: 0.5rem;
  &:focus-visible {
    outline: 3px solid ${adminTheme.focus};
  }
`

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.25rem 0;
  }
  th,
  td {
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid ${adminTheme.border};
    white-space: nowrap;
  }
  th {
    text-align: left;
    background: ${adminTheme.page};
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${adminTheme.muted};
  border: 1px dashed ${adminTheme.border};
  border-radius: ${adminTheme.radius};
`

const compactMoney = (value: number) =>
  value >= 1000 ? `$${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)}k` : `$${value}`

const axisTick = { fontSize: 12, fill: adminTheme.muted }

export default function AnalyticsTab() {
  const id = useId()
  const [preset, setPreset] = useState<Preset>('last12')
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last12'))
  const [draft, setDraft] = useState<Period>(period)

  const choosePreset = (value: Preset) => {
    setPreset(value)
    if (value === 'custom') return
    const next = presetPeriod(value)
    setPeriod(next)
    setDraft(next)
  }
  const changeMonth = (key: keyof Period, value: string) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    setPreset('custom')
    if (/^\d{4}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}$/.test(next.to) && next.from <= next.to) {
      setPeriod(next)
    }
  }
  const query = `from=${period.from}&to=${period.to}`
  const invalid = draft.from > draft.to

  return (
    <>
      <Toolbar as="div" role="group" aria-label="Report period">
        <label htmlFor={`${id}-preset`}>
          Period
          <Select
            id={`${id}-preset`}
            value={preset}
            onChange={(event) => choosePreset(event.target.value as Preset)}
          >
            {PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={`${id}-from`}>
          From (month)
          <Input
            id={`${id}-from`}
            type="month"
            value={draft.from}
            aria-invalid={invalid}
            onChange={(event) => changeMonth('from', event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          To (month)
          <Input
            id={`${id}-to`}
            type="month"
            value={draft.to}
            aria-invalid={invalid}
            onChange={(event) => changeMonth('to', event.target.value)}
          />
        </label>
        {invalid && <Alert message={{ tone: 'error', text: 'The first month must come first' }} />}
      </Toolbar>
      <Reports>
        <TrendsReport query={query} period={period} />
        <RetentionReport query={query} period={period} />
        <CampaignsReport query={query} period={period} />
        <SeasonsReport query={query} period={period} />
        <AttributionReport query={query} period={period} />
      </Reports>
    </>
  )
}

type ReportProps = { query: string; period: Period }

/** One report: its heading, export button, load states, chart and data table(s). */
function Report<T>({
  slug,
  title,
  summary,
  path,
  empty,
  tables,
  children,
  period,
}: {
  slug: string
  title: string
  summary: string
  path: string
  empty: (data: T) => boolean
  tables: (data: T) => { caption: string; table: DataTable }[]
  children: (data: T) => React.ReactNode
  period: Period
}) {
  const { data, error, isLoading } = useSWR<T>(path)
  const headingId = `report-${slug}`
  const exportCsv = () => {
    if (!data) return
    const lines: (string | number)[][] = []
    for (const { caption, table } of tables(data)) {
      if (lines.length) lines.push([])
      if (tables(data).length > 1) lines.push([caption])
      lines.push(table.columns.map((c) => c.label))
      for (const row of table.rows) {
        lines.push(row.map((cell, i) => csvValue(table.columns[i].kind, cell)))
      }
    }
    saveBlob(
      new Blob([csvText(lines)], { type: 'text/csv;charset=utf-8' }),
      `${slug}-${period.from}-to-${period.to}.csv`,
    )
  }
  return (
    <Panel aria-labelledby={headingId} data-report={slug}>
      <ReportHead>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{summary}</p>
        </div>
        <Button
          $variant="secondary"
          $small
          onClick={exportCsv}
          disabled={!data || empty(data)}
          aria-label={`Export CSV of ${title.toLowerCase()}`}
        >
          Export CSV
        </Button>
      </ReportHead>
      {error ? (
        <Alert message={{ tone: 'error', text: `Failed to load ${title.toLowerCase()}` }} />
      ) : isLoading || !data ? (
        <Spinner label={`Loading ${title.toLowerCase()}...`} />
      ) : empty(data) ? (
        <Empty>No gifts in this period</Empty>
      ) : (
        <>
          <div data-chart={slug} aria-hidden="true">
            {children(data)}
          </div>
          <Details>
            <summary>Show the data table</summary>
            {tables(data).map(({ caption, table }) => (
              <DataTableView key={caption} caption={caption} table={table} />
            ))}
          </Details>
        </>
      )}
    </Panel>
  )
}

function DataTableView({ caption, table }: { caption: string; table: DataTable }) {
  return (
    // A wide table scrolls inside its own focusable box on a phone.
    <TableScroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.kind === 'text' ? undefined : 'number'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {formatCell(table.columns[c].kind, cell)}
                  </th>
                ) : (
                  <td key={c} className="number">
                    {formatCell(table.columns[c].kind, cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  )
}

const tooltipMoney = (value: unknown) => formatMoney(Number(value))

/**
 * One money total per labelled row: columns (months, weekdays) or, for long labels
 * (campaigns, sources, funds), horizontal bars in a chart as tall as its rows need.
 */
function AmountBars({
  rows,
  color,
  labelWidth,
}: {
  rows: { label: string; amount: number }[]
  color: string
  /** Horizontal bars with labels this wide; columns without it. */
  labelWidth?: number
}) {
  const across = labelWidth !== undefined
  const animate = !useReducedMotion()
  return (
    <Chart style={across ? { height: Math.max(160, rows.length * 40 + 50) } : undefined}>
      <ResponsiveContainer>
        <BarChart
          layout={across ? 'vertical' : 'horizontal'}
          data={rows}
          accessibilityLayer={false}
          margin={across ? { left: 8, right: 16 } : undefined}
        >
          <CartesianGrid stroke={adminTheme.border} vertical={across} horizontal={!across} />
          {across ? (
            <>
              <XAxis type="number" tickFormatter={compactMoney} tick={axisTick} />
              <YAxis type="category" dataKey="label" tick={axisTick} width={labelWidth} />
            </>
          ) : (
            <>
              <XAxis
                dataKey="label"
                tick={axisTick}
                interval="preserveStartEnd"
                minTickGap={4}
                fontSize={11}
              />
              <YAxis tickFormatter={compactMoney} tick={axisTick} width={56} />
            </>
          )}
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="amount" name="Total" fill={color} isAnimationActive={animate} />
        </BarChart>
      </ResponsiveContainer>
    </Chart>
  )
}

function TrendsReport({ query, period }: ReportProps) {
  const animate = !useReducedMotion()
  return (
    <Report<AnalyticsTrendsJson>
      slug="trends"
      title="Giving trends"
      summary="Total given each month, one-time and recurring, beside the same month a year earlier."
      path={`/donations/analytics/trends?${query}`}
      period={period}
      empty={(data) => data.months.every((m) => m.count === 0 && m.previous_year_count === 0)}
      tables={(data) => [{ caption: 'Giving by month', table: trendsTable(data) }]}
    >
      {(data) => (
        <Chart>
          <ResponsiveContainer>
            <ComposedChart
              data={data.months.map((m) => ({ ...m, label: monthLabel(m.month) }))}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke={adminTheme.border} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} minTickGap={8} />
              <YAxis tickFormatter={compactMoney} tick={axisTick} width={56} />
              <Tooltip formatter={tooltipMoney} />
              <Legend />
              <Bar
                dataKey="one_time_amount"
                name="One-time"
                stackId="a"
                fill={COLORS.primary}
                isAnimationActive={animate}
              />
              <Bar
                dataKey="recurring_amount"
                name="Recurring"
                stackId="a"
                fill={COLORS.second}
                isAnimationActive={animate}
              />
              <Line
                dataKey="previous_year_amount"
                name="A year earlier"
                stroke={COLORS.previous}
                strokeDasharray="5 4"
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </Chart>
      )}
    </Report>
  )
}

function RetentionReport({ query, period }: ReportProps) {
  const animate = !useReducedMotion()
  return (
    <Report<AnalyticsRetentionJson>
      slug="retention"
      title="Donor retention"
      summary="Donors each quarter: new, returning, and lapsed (gave the quarter before, not this one)."
      path={`/donations/analytics/retention?${query}`}
      period={period}
      empty={(data) => data.quarters.every((q) => q.donors === 0 && q.lapsed_donors === 0)}
      tables={(data) => [{ caption: 'Donors by quarter', table: retentionTable(data) }]}
    >
      {(data) => (
        <Chart>
          <ResponsiveContainer>
            <BarChart
              data={data.quarters.map((q) => ({ ...q, label: q.quarter.replace('-', ' ') }))}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke={adminTheme.border} vertical={false} />
              <XAxis dataKey="label" tick={axisTick} />
              <YAxis allowDecimals={false} tick={axisTick} width={40} />
              <Tooltip />
              <Legend />
              <Bar
                dataKey="new_donors"
                name="New"
                stackId="a"
                fill={COLORS.second}
                isAnimationActive={animate}
              />
              <Bar
                dataKey="returning_donors"
                name="Returning"
                stackId="a"
                fill={COLORS.primary}
                isAnimationActive={animate}
              />
              <Bar
                dataKey="lapsed_donors"
                name="Lapsed"
                fill={COLORS.third}
                isAnimationActive={animate}
              />
            </BarChart>
          </ResponsiveContainer>
        </Chart>
      )}
    </Report>
  )
}

function CampaignsReport({ query, period }: ReportProps) {
  return (
    <Report<AnalyticsCampaignsJson>
      slug="campaigns"
      title="Campaign performance"
      summary="Each campaign's total, gifts, donors, average gift and first and last gift."
      path={`/donations/analytics/campaigns?${query}`}
      period={period}
      empty={(data) => data.campaigns.length === 0}
      tables={(data) => [{ caption: 'Campaigns', table: campaignsTable(data) }]}
    >
      {(data) => (
        <AmountBars
          rows={data.campaigns.map((c) => ({ label: campaignLabel(c.campaign), amount: c.amount }))}
          color={COLORS.primary}
          labelWidth={110}
        />
      )}
    </Report>
  )
}

function SeasonsReport({ query, period }: ReportProps) {
  return (
    <Report<AnalyticsSeasonsJson>
      slug="seasons"
      title="Seasonal patterns"
      summary="Total given by month of the year and by day of the week (Dallas time)."
      path={`/donations/analytics/seasons?${query}`}
      period={period}
      empty={(data) => data.months.every((m) => m.count === 0)}
      tables={(data) => {
        const { months, weekdays } = seasonsTables(data)
        return [
          { caption: 'By month of the year', table: months },
          { caption: 'By weekday', table: weekdays },
        ]
      }}
    >
      {(data) => (
        <ChartGrid>
          <div>
            <h3>By month of the year</h3>
            <AmountBars
              rows={data.months.map((m) => ({
                label: monthOfYearName(m.month).slice(0, 3),
                amount: m.amount,
              }))}
              color={COLORS.primary}
            />
          </div>
          <div>
            <h3>By weekday</h3>
            <AmountBars
              rows={data.weekdays.map((d) => ({
                label: weekdayName(d.weekday).slice(0, 3),
                amount: d.amount,
              }))}
              color={COLORS.second}
            />
          </div>
        </ChartGrid>
      )}
    </Report>
  )
}

function AttributionReport({ query, period }: ReportProps) {
  return (
    <Report<AnalyticsAttributionJson>
      slug="attribution"
      title="Source attribution"
      summary="Which giving link (utm_content), medium (utm_medium) and fund the gifts came through."
      path={`/donations/analytics/attribution?${query}`}
      period={period}
      empty={(data) => data.by_fund.length === 0}
      tables={(data) => {
        const { content, medium, fund } = attributionTables(data)
        return [
          { caption: 'By link (utm_content)', table: content },
          { caption: 'By medium (utm_medium)', table: medium },
          { caption: 'By fund', table: fund },
        ]
      }}
    >
      {(data) => (
        <ChartGrid>
          {(
            [
              ['By link', data.by_content, sourceLabel],
              ['By medium', data.by_medium, sourceLabel],
              ['By fund', data.by_fund, donationTypeLabel],
            ] as const
          ).map(([title, rows, label]) => (
            <div key={title}>
              <h3>{title}</h3>
              <AmountBars
                rows={rows.map((r) => ({ label: label(r.value), amount: r.amount }))}
                color={COLORS.third}
                labelWidth={150}
              />
            </div>
          ))}
        </ChartGrid>
      )}
    </Report>
  )
}
