'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { apiDownload, errorDetail } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import { churchDate } from '@/lib/churchClock'
import type { DonorJson, StatementRecipientsJson } from '@/lib/contract/types'
import { formatMoney, formatUsShortDate } from '@/lib/format'

import { Alert } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { EmptyState, Panel } from '@/ui/admin/CardGrid'
import { Amount, Muted, PanelHead, plural, Row, RowMain, RowSide, Rows } from './donationRows'
import { StatementsPanel } from './StatementsPanel'

/** The Donor Management tab: the year's statements, then each donor with their own. */
export function DonorsTab({ donors }: { donors: DonorJson[] }) {
  const [year, setYear] = useState(() => Number(churchDate().slice(0, 4)) - 1)
  const recipients = useSWR<StatementRecipientsJson>(
    `/donations/statements/recipients?year=${year}`,
  )
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
      <StatementsPanel
        year={year}
        onYear={setYear}
        recipients={recipients.data}
        onSent={() => void recipients.mutate()}
      />
      <DonorList donors={donors} year={year} withStatement={recipients.data?.donor_ids} />
    </>
  )
}

/**
 * Each donor, with their statement of the chosen year when they gave that year (a donor who did
 * not has no statement to offer). A statement that cannot be made says so in its own row.
 */
function DonorList({
  donors,
  year,
  withStatement,
}: {
  donors: DonorJson[]
  year: number
  withStatement: number[] | undefined
}) {
  const [failed, setFailed] = useState<{ id: DonorJson['id']; text: string } | null>(null)
  const [busy, setBusy] = useState<DonorJson['id'] | null>(null)
  const download = async (donor: DonorJson) => {
    if (busy !== null) return
    setBusy(donor.id)
    setFailed(null)
    try {
      const blob = await apiDownload(`/donations/donors/${donor.id}/statement?year=${year}`)
      saveBlob(blob, `statement-${year}-${donor.id}.pdf`)
    } catch (error) {
      setFailed({
        id: donor.id,
        text: errorDetail(error) ?? 'Failed to prepare the statement',
      })
    } finally {
      setBusy(null)
    }
  }
  return (
    <Panel aria-labelledby="donors-title">
      <PanelHead>
        <h2 id="donors-title">Donor Management</h2>
      </PanelHead>
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
              {withStatement?.includes(Number(donor.id)) ? (
                <Button
                  $variant="secondary"
                  $small
                  onClick={() => download(donor)}
                  aria-disabled={busy !== null}
                  aria-label={`${year} statement of ${donor.name || donor.email} (PDF)`}
                >
                  {busy === donor.id ? 'Preparing...' : `${year} statement`}
                </Button>
              ) : (
                withStatement && <Muted>No gifts in {year}</Muted>
              )}
            </RowSide>
            {failed?.id === donor.id && (
              <div style={{ flexBasis: '100%' }}>
                <Alert message={{ tone: 'error', text: failed.text }} />
              </div>
            )}
          </Row>
        ))}
      </Rows>
    </Panel>
  )
}
