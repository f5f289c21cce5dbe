'use client'

import styled from 'styled-components'

import type { RegistrationJson } from '@/lib/contract/types'
import { formatShortDateTime } from '@/lib/format'

import { adminTheme, type Tone } from '@/ui/admin/adminTheme'
import { Button, ButtonRow } from '@/ui/admin/Button'
import { EmptyState } from '@/ui/admin/CardGrid'
import { StatusBadge } from '@/ui/admin/StatusBadge'

export type DeskStatus = 'confirmed' | 'waitlisted' | 'cancelled'

/** What the office may do with a registration of each status. */
const ACTIONS: Record<RegistrationJson['status'], { to: DeskStatus; label: string }[]> = {
  confirmed: [{ to: 'cancelled', label: 'Cancel' }],
  waitlisted: [
    { to: 'confirmed', label: 'Confirm now' },
    { to: 'cancelled', label: 'Cancel' },
  ],
  cancelled: [{ to: 'waitlisted', label: 'Back to waiting list' }],
  spam: [
    { to: 'confirmed', label: 'Not spam: confirm' },
    { to: 'cancelled', label: 'Cancel' },
  ],
}

export const STATUS_TONES: Record<RegistrationJson['status'], Tone> = {
  confirmed: 'green',
  waitlisted: 'yellow',
  cancelled: 'gray',
  spam: 'red',
}

export const partyText = (size: number) => (size === 1 ? '1 person' : `${size} people`)

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`

const Item = styled.li`
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  padding: 0.9rem 1rem;
  min-width: 0;
  display: grid;
  gap: 0.4rem;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: 1.5rem;
  }
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
  h3 {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`

const Meta = styled.p`
  margin: 0;
  color: ${adminTheme.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`

const Notes = styled.p`
  margin: 0.2rem 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

/**
 * The registrations of one status, each with what the office may do: cancel, confirm a
 * waiting one now (even beyond the capacity), or put a cancelled one back on the waiting list.
 */
export function RosterList({
  rows,
  empty,
  busy,
  onChange,
}: {
  rows: RegistrationJson[]
  empty: string
  busy: boolean
  onChange: (row: RegistrationJson, to: DeskStatus) => void
}) {
  if (rows.length === 0) {
    return (
      <EmptyState>
        <p>{empty}</p>
      </EmptyState>
    )
  }
  return (
    <List>
      {rows.map((row) => (
        <Item key={row.id}>
          <div>
            <Head>
              <h3>{row.name}</h3>
              <StatusBadge tone="blue">{partyText(row.party_size)}</StatusBadge>
              {row.position !== null && (
                <StatusBadge tone={STATUS_TONES[row.status]}>Waiting #{row.position}</StatusBadge>
              )}
              {row.checked_in && <StatusBadge tone="green">Checked in</StatusBadge>}
            </Head>
            <Meta>
              <a href={`mailto:${row.email}`}>{row.email}</a>
              {row.phone && (
                <>
                  {' · '}
                  <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
                </>
              )}
              {' · '}registered {formatShortDateTime(row.created_at)}
            </Meta>
            {row.notes && <Notes>{row.notes}</Notes>}
          </div>
          <ButtonRow>
            {ACTIONS[row.status].map((action) => (
              <Button
                key={action.to}
                $small
                $variant={action.to === 'cancelled' ? 'danger' : 'secondary'}
                disabled={busy}
                aria-label={`${action.label}: ${row.name}`}
                onClick={() => onChange(row, action.to)}
              >
                {action.label}
              </Button>
            ))}
          </ButtonRow>
        </Item>
      ))}
    </List>
  )
}
