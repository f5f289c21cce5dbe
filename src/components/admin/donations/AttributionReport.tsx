'use client'

import { attributionTables, sourceLabel } from '@/lib/admin/analyticsTables'
import type { AnalyticsAttributionJson } from '@/lib/contract/types'
import { donationTypeLabel } from '@/lib/contract/values'

import { AmountBars, ChartGrid, COLORS } from './analyticsCharts'
import { Report, type ReportProps } from './analyticsReport'

/** Source attribution: the giving link, medium and fund the period's gifts came through. */
export function AttributionReport({ query, period }: ReportProps) {
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
