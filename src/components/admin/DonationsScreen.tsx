'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiDownload, apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import { churchDate } from '@/lib/churchClock'
import { sharePercentage } from '@/lib/admin/donations'
import type {
  DonationJson,
  DonationStatsJson,
  DonorJson,
  GivingSettingsJson,
  StatementEmailJson,
} from '@/lib/contract/types'
import { donationTypeLabel, frequencyLabel } from '@/lib/contract/values'
import { formatMoney, formatUsShortDate } from '@/lib/format'

import { AdminPage } from './AdminPage'
import { adminTheme } from './adminTheme'
import { Alert, type AlertMessage } from './Alert'
import { Button, ButtonAnchor, ButtonRow } from './Button'
import { EmptyState, Panel } from './CardGrid'
import { controlRow, Select } from './FormField'
import { Spinner } from './Spinner'
import { StatusBadge } from './StatusBadge'
import { StatCard, StatGrid } from './StatCards'
import { Tabs } from './Tabs'

type TabKey = 'overview' | 'donations' | 'donors' | 'analytics'

// The charts' library loads only when the Analytics tab is opened.
const AnalyticsTab = dynamic(() => import('./donations/AnalyticsTab'), {
  ssr: false,
  loading: () => <Spinner label="Loading analytics..." />,
})

const Stat = styled(StatCard)`
  h3 {
    font-size: 0.9rem;
    font-weight: 500;
    color: ${adminTheme.muted};
  }
  p {
    margin: 0;
  }
`

const StatValue = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`

const StatNote = styled.p`
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.35rem 1rem;
  padding: 0.8rem 0;
  border-bottom: 1px solid ${adminTheme.border};
  &:last-child {
    border-bottom: none;
  }
`

const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`

const RowSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.15rem;
  margin-left: auto;
`

const Muted = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.88rem;
  overflow-wrap: anywhere;
`

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  h2 {
    font-size: 1.15rem;
  }
`

const Amount = styled.strong`
  font-size: 1.05rem;
`

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
      <Button $variant="secondary" onClick={exportData} disabled={exporting}>
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
          {tab === 'overview' && <Overview stats={stats.data!} donorCount={donors.data!.length} />}
          {tab === 'donations' && <RecentDonations donations={donations.data!} />}
          {tab === 'donors' && <Donors donors={donors.data!} />}
          {tab === 'analytics' && <AnalyticsTab />}
        </Tabs>
      )}
    </AdminPage>
  )
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function Overview({ stats, donorCount }: { stats: DonationStatsJson; donorCount: number }) {
  const cards = [
    {
      title: 'Total Donations',
      value: formatMoney(stats.total_amount),
      note: plural(stats.total_donations, 'donation'),
    },
    { title: 'Average Gift', value: formatMoney(stats.average_gift), note: 'per donation' },
    {
      title: 'This Month',
      value: formatMoney(stats.this_month_amount),
      note: plural(stats.this_month_donations, 'donation'),
    },
    { title: 'Active Donors', value: String(donorCount), note: 'donors with gifts on record' },
  ]
  return (
    <>
      <section aria-labelledby="giving-summary-title">
        <h2 id="giving-summary-title" className="visually-hidden">
          At a glance
        </h2>
        <StatGrid>
          {cards.map((card) => (
            <Stat key={card.title}>
              <h3>{card.title}</h3>
              <StatValue>{card.value}</StatValue>
              <StatNote>{card.note}</StatNote>
            </Stat>
          ))}
        </StatGrid>
      </section>
      <Panel aria-labelledby="top-categories-title">
        <PanelHead>
          <h2 id="top-categories-title">Top Giving Categories</h2>
        </PanelHead>
        {stats.top_donation_types.length === 0 ? (
          <Muted>No donations recorded yet</Muted>
        ) : (
          <Rows>
            {stats.top_donation_types.map((row) => (
              <Row key={row.type}>
                <RowMain>
                  <strong>{donationTypeLabel(row.type)}</strong>
                  <Muted>{plural(row.count, 'donation')}</Muted>
                </RowMain>
                <RowSide>
                  <Amount>{formatMoney(row.amount)}</Amount>
                  <Muted>{sharePercentage(row.amount, stats.total_amount)} of total</Muted>
                </RowSide>
              </Row>
            ))}
          </Rows>
        )}
      </Panel>
    </>
  )
}

function RecentDonations({ donations }: { donations: DonationJson[] }) {
  return (
    <Panel aria-labelledby="recent-donations-title">
      <PanelHead>
        <h2 id="recent-donations-title">Recent Donations</h2>
        {/* Spec section 2: the Filter button is shown but does nothing yet; disabled says so. */}
        <Button $variant="secondary" $small disabled title="Filtering is not available yet">
          Filter
        </Button>
      </PanelHead>
      {donations.length === 0 ? (
        <Muted>No donations recorded yet</Muted>
      ) : (
        <Rows>
          {donations.map((donation) => (
            <Row key={donation.id}>
              <RowMain>
                <strong>{donation.donor_info.name || 'Anonymous'}</strong>
                <Muted>
                  {donationTypeLabel(donation.donation_type)} ·{' '}
                  {formatUsShortDate(donation.created_at)}
                </Muted>
                {donation.campaign && (
                  <span>
                    <StatusBadge tone="blue">{donation.campaign}</StatusBadge>
                  </span>
                )}
              </RowMain>
              <RowSide>
                <Amount>{formatMoney(donation.amount)}</Amount>
                <Muted>{frequencyLabel(donation.frequency)}</Muted>
              </RowSide>
            </Row>
          ))}
        </Rows>
      )}
    </Panel>
  )
}

function Donors({ donors }: { donors: DonorJson[] }) {
  const [year, setYear] = useState(() => Number(churchDate().slice(0, 4)) - 1)
  if (donors.length === 0) {
    return (
      <EmptyState>
        <h2>No donors yet</h2>
        <p>Donor profiles are created automatically when donations are received.</p>
      </EmptyState>
    )
  }
  return (
    <>
      <Statements year={year} onYear={setYear} />
      <DonorList donors={donors} year={year} />
    </>
  )
}

const STATEMENT_YEARS = 6

const StatementControls = styled.div`
  ${controlRow}
  select {
    min-width: 8rem;
  }
`

const Check = styled.label`
  && {
    flex-direction: row;
    align-items: center;
    min-height: 44px;
    font-weight: 500;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`

/** Year-end contribution statements: all as a ZIP, or each donor's by email. */
function Statements({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const [busy, setBusy] = useState<'zip' | 'email' | null>(null)
  const [resend, setResend] = useState(false)
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const thisYear = Number(churchDate().slice(0, 4))
  const years = Array.from({ length: STATEMENT_YEARS }, (_, i) => thisYear - i)

  const downloadAll = async () => {
    setBusy('zip')
    setMessage(null)
    try {
      saveBlob(await apiDownload(`/donations/statements?year=${year}`), `statements-${year}.zip`)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to prepare the statements' })
    } finally {
      setBusy(null)
    }
  }
  const emailAll = async () => {
    setBusy('email')
    setMessage(null)
    try {
      const result = await apiFetch<StatementEmailJson>('/donations/statements/email', {
        method: 'POST',
        body: { year, resend },
      })
      const skipped = result.already_sent
        ? ` ${plural(result.already_sent, 'donor')} already had theirs and ${result.already_sent === 1 ? 'was' : 'were'} skipped.`
        : ''
      setMessage({
        tone: 'success',
        text: `${plural(result.queued, 'statement')} for ${year} queued for email.${skipped}`,
      })
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to email the statements' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Panel aria-labelledby="statements-title" style={{ marginBottom: '1.25rem' }}>
      <PanelHead>
        <h2 id="statements-title">Year-end statements</h2>
      </PanelHead>
      <Muted as="p" style={{ margin: '0 0 0.75rem' }}>
        A contribution statement for each donor: every gift of the year with date, fund and amount,
        and the total. Anonymous gifts are left out.
      </Muted>
      <StatementControls>
        <label htmlFor="statement-year">
          Year
          <Select
            id="statement-year"
            value={year}
            onChange={(event) => onYear(Number(event.target.value))}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </label>
        <ButtonRow>
          <Button $variant="secondary" onClick={downloadAll} disabled={busy !== null}>
            {busy === 'zip' ? 'Preparing...' : 'Download all (ZIP)'}
          </Button>
          <Button onClick={emailAll} disabled={busy !== null}>
            {busy === 'email' ? 'Sending...' : 'Email statements'}
          </Button>
        </ButtonRow>
        <Check>
          <input
            type="checkbox"
            checked={resend}
            onChange={(event) => setResend(event.target.checked)}
          />
          Send again to donors who already have theirs
        </Check>
      </StatementControls>
      <div style={{ marginTop: message ? '0.75rem' : 0 }}>
        <Alert message={message} />
      </div>
    </Panel>
  )
}

function DonorList({ donors, year }: { donors: DonorJson[]; year: number }) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [busy, setBusy] = useState<DonorJson['id'] | null>(null)
  const download = async (donor: DonorJson) => {
    setBusy(donor.id)
    setMessage(null)
    try {
      const blob = await apiDownload(`/donations/donors/${donor.id}/statement?year=${year}`)
      saveBlob(blob, `statement-${year}-${donor.id}.pdf`)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to prepare the statement' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <Panel aria-labelledby="donors-title">
      <PanelHead>
        <h2 id="donors-title">Donor Management</h2>
      </PanelHead>
      <Alert message={message} />
      <Rows>
        {donors.map((donor) => (
          <Row key={donor.id}>
            <RowMain>
              <strong>{donor.name}</strong>
              <Muted>{donor.email}</Muted>
              <Muted>
                First gift {formatUsShortDate(donor.first_donation_date)} · Last gift{' '}
                {formatUsShortDate(donor.last_donation_date)}
              </Muted>
            </RowMain>
            <RowSide>
              <Amount>{formatMoney(donor.total_amount)}</Amount>
              <Muted>{plural(donor.total_donations, 'donation')}</Muted>
              <Button
                $variant="secondary"
                $small
                onClick={() => download(donor)}
                disabled={busy !== null}
                aria-label={`${year} statement of ${donor.name || donor.email} (PDF)`}
              >
                {busy === donor.id ? 'Preparing...' : `${year} statement`}
              </Button>
            </RowSide>
          </Row>
        ))}
      </Rows>
    </Panel>
  )
}
