'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import useSWR from 'swr'

import { apiDownload } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import type {
  DonationJson,
  DonationStatsJson,
  DonorJson,
  GivingSettingsJson,
} from '@/lib/contract/types'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonAnchor } from '@/ui/admin/Button'
import { DonorsTab } from './donations/DonorsTab'
import { OverviewTab } from './donations/OverviewTab'
import { RecentDonationsTab } from './donations/RecentDonationsTab'
import { Spinner } from '@/ui/admin/Spinner'
import { Tabs } from '@/ui/admin/Tabs'

type TabKey = 'overview' | 'donations' | 'donors' | 'analytics'

// The charts' library loads only when the Analytics tab is opened.
const AnalyticsTab = dynamic(() => import('./donations/AnalyticsTab'), {
  ssr: false,
  loading: () => <Spinner label="Loading analytics..." />,
})

export function DonationsScreen() {
  const stats = useSWR<DonationStatsJson>('/donations/stats')
  const donations = useSWR<DonationJson[]>('/donations?limit=50')
  const donors = useSWR<DonorJson[]>('/donations/donors?limit=20')
  const giving = useSWR<GivingSettingsJson>('/admin/giving-settings')
  const [tab, setTab] = useState<TabKey>('overview')
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [exporting, setExporting] = useState(false)

  const loads = [stats, donations, donors]
  const failed = loads.some((load) => load.error)
  const loading = loads.some((load) => !load.data && !load.error)

  const exportData = async () => {
    if (exporting) return
    setMessage(null)
    setExporting(true)
    try {
      const blob = await apiDownload('/donations/export')
      saveBlob(blob, `donations-${new Date().toISOString().slice(0, 10)}.csv`)
    } catch (error) {
      console.error('Failed to export donation data', error)
      setMessage({ tone: 'error', text: 'Failed to export donation data' })
    } finally {
      setExporting(false)
    }
  }

  const dashboardUrl = giving.data?.dashboard_url
  const actions = (
    <>
      <Button $variant="secondary" onClick={exportData} aria-disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export Data'}
      </Button>
      {dashboardUrl && (
        <ButtonAnchor href={dashboardUrl} target="_blank" rel="noopener noreferrer">
          {giving.data?.provider_name
            ? `${giving.data.provider_name} Dashboard`
            : 'Giving Dashboard'}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonAnchor>
      )}
    </>
  )

  return (
    <AdminPage
      title="Donations"
      description="Gifts received through the external giving provider. The website takes no payment itself."
      actions={actions}
    >
      <Alert message={message} />
      {loading ? (
        <Spinner label="Loading donation data..." />
      ) : failed ? (
        <Alert message={{ tone: 'error', text: 'Failed to load donation data' }} />
      ) : (
        <Tabs
          label="Donation views"
          tabs={[
            { key: 'overview', label: 'Overview' },
            { key: 'donations', label: 'Recent Donations' },
            { key: 'donors', label: 'Donor Management' },
            { key: 'analytics', label: 'Analytics' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'overview' && (
            <OverviewTab stats={stats.data!} donorCount={donors.data!.length} />
          )}
          {tab === 'donations' && <RecentDonationsTab donations={donations.data!} />}
          {tab === 'donors' && <DonorsTab donors={donors.data!} />}
          {tab === 'analytics' && <AnalyticsTab />}
        </Tabs>
      )}
    </AdminPage>
  )
}
