'use client'

import { campaignLabel, campaignsTable } from '@/lib/admin/analyticsTables'
import type { AnalyticsCampaignsJson } from '@/lib/contract/types'

import { AmountBars, COLORS } from './analyticsCharts'
import { Report, type ReportProps } from './analyticsReport'

/** Campaign performance: what each giving campaign raised, from how many gifts and donors. */
export function CampaignsReport({ query, period }: ReportProps) {
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
