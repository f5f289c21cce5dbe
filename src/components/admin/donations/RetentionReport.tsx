'use client'

import { useReducedMotion } from 'framer-motion'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import { retentionTable } from '@/lib/admin/analyticsTables'
import type { AnalyticsRetentionJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { axisTick, Chart, COLORS } from './analyticsCharts'
import { Report, type ReportProps } from './analyticsReport'

/** Donor retention: each quarter's new, returning and lapsed donors. */
export function RetentionReport({ query, period }: ReportProps) {
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
