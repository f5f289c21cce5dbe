'use client'

import type { DonationJson } from '@/lib/contract/types'
import { donationTypeLabel, frequencyLabel } from '@/lib/contract/values'
import { formatMoney, formatUsShortDate } from '@/lib/format'

import { Button } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { Amount, Muted, PanelHead, Row, RowMain, RowSide, Rows } from './donationRows'

/** The Recent Donations tab: the 50 newest gifts. */
export function RecentDonationsTab({ donations }: { donations: DonationJson[] }) {
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
