'use client'

import { useReducedMotion } from 'framer-motion'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import { monthLabel, trendsTable } from '@/lib/admin/analyticsTables'
import type { AnalyticsTrendsJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { axisTick, Chart, COLORS, compactMoney, tooltipMoney } from './analyticsCharts'
import { Report, type ReportProps } from './analyticsReport'

/** Giving trends: each month's one-time and recurring total beside the same month a year earlier. */
export function TrendsReport({ query, period }: ReportProps) {
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
