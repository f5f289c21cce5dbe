'use client'

import { useId, useState } from 'react'
import styled from 'styled-components'

import type { RegistrationJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { EmptyState } from '@/ui/admin/CardGrid'
import { Input } from '@/ui/admin/FormField'
import { partyText } from './RosterList'

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  max-width: 28rem;
  label {
    font-weight: 600;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** One big button per party, for a thumb on a phone at the door. */
const CheckInButton = styled.button`
  width: 100%;
  min-height: 72px;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.25rem 1rem;
  padding: 0.85rem 1.1rem;
  border: 2px solid ${adminTheme.border};
  border-radius: 12px;
  background: ${adminTheme.surface};
  color: ${adminTheme.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  .name {
    font-size: 1.15rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .party {
    grid-column: 1;
    color: ${adminTheme.muted};
  }
  .state {
    grid-column: 2;
    grid-row: 1 / span 2;
    padding: 0.5rem 0.9rem;
    border-radius: 999px;
    background: ${adminTheme.primary};
    color: #fff;
    font-weight: 700;
    white-space: nowrap;
  }
  &[aria-pressed='true'] {
    border-color: ${adminTheme.tones.green.border};
    background: ${adminTheme.tones.green.background};
    .party {
      color: ${adminTheme.tones.green.text};
    }
    .state {
      background: ${adminTheme.tones.green.text};
    }
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease;
  }
`

const Tally = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`

/**
 * Check-in on the day: the confirmed parties as big buttons, found by name; a press marks a
 * party as arrived (pressed again, not arrived), and says so in words as well as in colour.
 */
export function CheckInList({
  rows,
  pending,
  onToggle,
}: {
  rows: RegistrationJson[]
  /** The registrations whose change is on its way. */
  pending: ReadonlySet<RegistrationJson['id']>
  onToggle: (row: RegistrationJson) => void
}) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const wanted = query.trim().toLowerCase()
  const shown = wanted
    ? rows.filter((row) => `${row.name} ${row.email}`.toLowerCase().includes(wanted))
    : rows
  const arrived = rows.filter((row) => row.checked_in)
  const people = (list: RegistrationJson[]) => list.reduce((sum, row) => sum + row.party_size, 0)

  if (rows.length === 0) {
    return (
      <EmptyState>
        <p>No one is confirmed yet.</p>
      </EmptyState>
    )
  }
  return (
    <>
      <Tally aria-live="polite">
        Checked in: {arrived.length} of {rows.length} parties ({people(arrived)} of {people(rows)}{' '}
        people)
      </Tally>
      <Search>
        <label htmlFor={searchId}>Find a name</label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </Search>
      {shown.length === 0 ? (
        <p>No confirmed registration matches “{query.trim()}”.</p>
      ) : (
        <List>
          {shown.map((row) => (
            <li key={row.id}>
              <CheckInButton
                type="button"
                aria-pressed={row.checked_in}
                disabled={pending.has(row.id)}
                onClick={() => onToggle(row)}
              >
                <span className="name">{row.name}</span>
                <span className="party">{partyText(row.party_size)}</span>
                <span className="state">{row.checked_in ? '✓ Checked in' : 'Check in'}</span>
              </CheckInButton>
            </li>
          ))}
        </List>
      )}
    </>
  )
}
