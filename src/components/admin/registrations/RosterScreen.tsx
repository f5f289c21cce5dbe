'use client'

import { useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiDownload, apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import type { EventJson, RegistrationJson } from '@/lib/contract/types'
import { formatClosing } from '@/lib/eventRegistration'
import { formatClockTime, formatLongDate } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'
import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { Spinner } from '@/ui/admin/Spinner'
import { StatCard, StatGrid } from '@/ui/admin/StatCards'
import { Tabs } from '@/ui/admin/Tabs'
import { AddRegistrationDialog } from './AddRegistrationDialog'
import { CheckInList } from './CheckInList'
import { type DeskStatus, partyText, RosterList } from './RosterList'

const Stat = styled(StatCard)`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`

const StatValue = styled.span`
  font-size: 1.9rem;
  font-weight: 700;
  line-height: 1.1;
`

const StatLabel = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.95rem;
`

type Tab = 'confirmed' | 'waitlisted' | 'cancelled' | 'spam' | 'checkin'

const EMPTY: Record<Exclude<Tab, 'checkin'>, string> = {
  confirmed: 'No one is confirmed yet.',
  waitlisted: 'No one is waiting.',
  cancelled: 'No registration was cancelled.',
  spam: 'Nothing here.',
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

const people = (rows: RegistrationJson[]) => rows.reduce((sum, row) => sum + row.party_size, 0)

/** The office's word for a change of status. */
function changedText(row: RegistrationJson, to: DeskStatus, now: RegistrationJson): string {
  if (to === 'cancelled') return `${row.name}’s registration is cancelled.`
  if (now.status === 'confirmed') return `${row.name} is confirmed and has been emailed.`
  return `${row.name} is back on the waiting list (number ${now.position}).`
}

/**
 * One event's roster: the counts, the registrations by status (confirmed, waiting list in
 * its order, cancelled, and any kept as spam), check-in on the day with big buttons, adding
 * and cancelling by hand, and the CSV export.
 */
export function RosterScreen({ eventId }: { eventId: string }) {
  const event = useSWR<EventJson>(`/events/${eventId}`)
  const roster = useSWR<RegistrationJson[]>(`/events/${eventId}/registrations`)
  const [tab, setTab] = useState<Tab>('confirmed')
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [adding, setAdding] = useState(false)
  const [cancelling, setCancelling] = useState<RegistrationJson | null>(null)
  const [busy, setBusy] = useState(false)
  const [pending, setPending] = useState<ReadonlySet<RegistrationJson['id']>>(new Set())

  const rows = roster.data ?? []
  const byStatus = (status: RegistrationJson['status']) => rows.filter((r) => r.status === status)
  const confirmed = byStatus('confirmed')
  const waiting = byStatus('waitlisted').sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  const cancelled = byStatus('cancelled')
  const spam = byStatus('spam')
  const lists = { confirmed, waitlisted: waiting, cancelled, spam }

  const refresh = async () => {
    await Promise.all([roster.mutate(), event.mutate()])
  }

  const change = async (row: RegistrationJson, to: DeskStatus) => {
    setMessage(null)
    setBusy(true)
    try {
      const now = await apiFetch<RegistrationJson>(`/registrations/${row.id}`, {
        method: 'PUT',
        body: { status: to },
      })
      setMessage({ tone: 'success', text: changedText(row, to, now) })
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to change the registration' })
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  const toggleCheckIn = async (row: RegistrationJson) => {
    setPending((ids) => new Set(ids).add(row.id))
    try {
      const now = await apiFetch<RegistrationJson>(`/registrations/${row.id}`, {
        method: 'PUT',
        body: { checked_in: !row.checked_in },
      })
      await roster.mutate((current) => current?.map((r) => (r.id === now.id ? now : r)), {
        revalidate: false,
      })
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? `Failed to check in ${row.name}` })
    } finally {
      setPending((ids) => {
        const next = new Set(ids)
        next.delete(row.id)
        return next
      })
    }
  }

  const exportCsv = async () => {
    setMessage(null)
    try {
      const blob = await apiDownload(`/events/${eventId}/registrations.csv`)
      saveBlob(blob, `registrations-${event.data?.slug || eventId}.csv`)
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to export the roster' })
    }
  }

  const details = event.data
  const registration = details?.registration
  const title = details ? `Registrations: ${details.title}` : 'Registrations'
  const actions = (
    <>
      <Button onClick={() => setAdding(true)} disabled={!details}>
        + Add registration
      </Button>
      <Button $variant="secondary" onClick={exportCsv} disabled={!details}>
        Export CSV
      </Button>
    </>
  )

  return (
    <AdminPage
      title={title}
      description={
        details
          ? `${formatLongDate(details.date)} · ${formatClockTime(details.time)} · ${details.location}`
          : undefined
      }
      actions={actions}
    >
      <Alert message={message} />
      {event.error || roster.error ? (
        <Alert
          message={{
            tone: 'error',
            text:
              errorDetail(event.error ?? roster.error) === 'Event not found'
                ? 'This event does not exist (any more).'
                : 'Failed to load the roster',
          }}
        />
      ) : !details || !roster.data ? (
        <Spinner />
      ) : (
        <>
          {!registration && (
            <Alert
              message={{
                tone: 'error',
                text: 'Registration is off for this event: the event page takes no registrations.',
              }}
            />
          )}
          <StatGrid aria-label="Counts">
            <Stat>
              <StatValue>{people(confirmed)}</StatValue>{' '}
              <StatLabel>people confirmed ({plural(confirmed.length, 'registration')})</StatLabel>
            </Stat>
            <Stat>
              {registration?.capacity == null ? (
                <StatLabel>No seat limit</StatLabel>
              ) : (
                <>
                  <StatValue>{registration.seats_left}</StatValue>{' '}
                  <StatLabel>of {registration.capacity} seats left</StatLabel>
                </>
              )}
            </Stat>
            <Stat>
              <StatValue>{waiting.length}</StatValue>{' '}
              <StatLabel>waiting ({partyText(people(waiting))})</StatLabel>
            </Stat>
            <Stat>
              <StatValue>{people(confirmed.filter((r) => r.checked_in))}</StatValue>{' '}
              <StatLabel>of {partyText(people(confirmed))} checked in</StatLabel>
            </Stat>
          </StatGrid>
          {registration && (
            <p>
              Registration closes {formatClosing(registration.closes_at)} (Dallas time)
              {registration.waitlist ? '; a waiting list opens when it is full.' : '.'}
            </p>
          )}
          <Tabs<Tab>
            label="Registrations by status"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'confirmed', label: 'Confirmed', count: confirmed.length },
              { key: 'waitlisted', label: 'Waiting list', count: waiting.length },
              { key: 'cancelled', label: 'Cancelled', count: cancelled.length },
              ...(spam.length ? [{ key: 'spam' as const, label: 'Spam', count: spam.length }] : []),
              { key: 'checkin', label: 'Check-in' },
            ]}
          >
            {tab === 'checkin' ? (
              <CheckInList rows={confirmed} pending={pending} onToggle={toggleCheckIn} />
            ) : (
              <RosterList
                rows={lists[tab]}
                empty={EMPTY[tab]}
                busy={busy}
                onChange={(row, to) => (to === 'cancelled' ? setCancelling(row) : change(row, to))}
              />
            )}
          </Tabs>
        </>
      )}
      <AddRegistrationDialog
        eventId={eventId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async (text) => {
          setAdding(false)
          setMessage({ tone: 'success', text })
          await refresh()
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        question={
          cancelling
            ? `Cancel the registration of ${cancelling.name} (${partyText(cancelling.party_size)})?${
                cancelling.status === 'confirmed'
                  ? ' Their seats go to the waiting list, in its order.'
                  : ''
              }`
            : ''
        }
        confirmLabel="Cancel registration"
        busyLabel="Cancelling..."
        onConfirm={async () => {
          const row = cancelling
          setCancelling(null)
          if (row) await change(row, 'cancelled')
        }}
        onCancel={() => setCancelling(null)}
      />
    </AdminPage>
  )
}
