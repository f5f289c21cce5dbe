'use client'

import styled from 'styled-components'

import { sharePercentage } from '@/lib/admin/donations'
import type { DonationStatsJson } from '@/lib/contract/types'
import { donationTypeLabel } from '@/lib/contract/values'
import { formatMoney } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Panel } from '@/ui/admin/CardGrid'
import { StatCard, StatGrid } from '@/ui/admin/StatCards'
import { Amount, Muted, PanelHead, plural, Row, RowMain, RowSide, Rows } from './donationRows'

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

/** The Overview tab: the four stat cards and the giving categories. */
export function OverviewTab({
  stats,
  donorCount,
}: {
  stats: DonationStatsJson
  donorCount: number
}) {
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
