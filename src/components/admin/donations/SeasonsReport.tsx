'use client'

import { monthOfYearName, seasonsTables, weekdayName } from '@/lib/admin/analyticsTables'
import type { AnalyticsSeasonsJson } from '@/lib/contract/types'

import { AmountBars, ChartGrid, COLORS } from './analyticsCharts'
import { Report, type ReportProps } from './analyticsReport'

/** Seasonal patterns: total given by month of the year and by day of the week. */
export function SeasonsReport({ query, period }: ReportProps) {
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
