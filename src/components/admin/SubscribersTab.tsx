'use client'

import type React from 'react'
import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import useSWR, { useSWRConfig } from 'swr'

import { apiDownload, apiFetch, apiList, errorDetail, type ListPage } from '@/lib/admin/apiClient'
import { saveBlob } from '@/lib/admin/download'
import { SUBSCRIBER_STATUS_TONES, subscriberStatusLabel } from '@/lib/admin/statusActions'
import { churchDate } from '@/lib/churchClock'
import type { SubscriberJson } from '@/lib/contract/types'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/lib/contract/values'
import { formatUsShortDate } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'
import type { AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { EmptyState, Panel } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { controlRow, Input, Select } from '@/ui/admin/FormField'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'

/** Subscribers shown per page of the tab. */
export const SUBSCRIBERS_PER_PAGE = 50
/** How long typing may pause before the search is sent (Enter sends it at once). */
const SEARCH_DELAY_MS = 300

/** Which subscribers the tab shows: a search, a status ('' for every one), and where. */
export type SubscriberQuery = { search: string; status: '' | SubscriberStatus; offset: number }
export const ALL_SUBSCRIBERS: SubscriberQuery = { search: '', status: '', offset: 0 }

/** The list's address for a query (also the key of its cached page). */
export function subscribersPath({ search, status, offset }: SubscriberQuery): string {
  const params = new URLSearchParams()
  if (search) params.set('search', search)
  if (status) params.set('status', status)
  params.set('limit', String(SUBSCRIBERS_PER_PAGE))
  if (offset > 0) params.set('offset', String(offset))
  return `/newsletter/subscribers?${params}`
}

/** One page of subscribers and how many match in all (the tab's count uses the first page). */
export function useSubscribers(query: SubscriberQuery) {
  return useSWR<ListPage<SubscriberJson>>(subscribersPath(query), apiList<SubscriberJson>, {
    keepPreviousData: true,
  })
}

/** A query with `search` (a new search starts at the first page). */
const withSearch = (search: string) => (current: SubscriberQuery) =>
  current.search === search ? current : { ...current, search, offset: 0 }

const isSubscriberList = (key: unknown) =>
  typeof key === 'string' && key.startsWith('/newsletter/subscribers?')

const Filters = styled(Panel)`
  ${controlRow}
  margin-bottom: 1rem;
  label {
    flex: 1 1 12rem;
  }
  label:first-child {
    flex: 3 1 16rem;
  }
`

const SubscriberList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
`

const SubscriberRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'name badge'
    'email email'
    'since action';
  gap: 0.25rem 1rem;
  align-items: center;
  padding: 0.8rem 1rem;
  border-bottom: 1px solid ${adminTheme.border};
  &:last-child {
    border-bottom: none;
  }
  @media (min-width: 768px) {
    grid-template-columns: minmax(10rem, 1fr) minmax(12rem, 1.4fr) 9rem 6rem 8.5rem;
    grid-template-areas: 'name email since badge action';
  }
`

const Cell = styled.span<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${adminTheme.muted};
  font-size: 0.92rem;
`

const Name = styled.span`
  grid-area: name;
  font-weight: 600;
  overflow-wrap: anywhere;
`

const BadgeCell = styled.span`
  grid-area: badge;
  justify-self: end;
`

const ActionCell = styled.span`
  grid-area: action;
  justify-self: end;
`

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-top: 1rem;
  p {
    margin: 0 auto 0 0;
    color: ${adminTheme.muted};
  }
`

/** "Showing 51–100 of 230 subscribers." */
function showing(offset: number, shown: number, total: number) {
  const noun = total === 1 ? 'subscriber' : 'subscribers'
  if (shown === 0) return `Showing 0 of ${total} ${noun}.`
  return `Showing ${offset + 1}–${offset + shown} of ${total} ${noun}.`
}

/**
 * The Subscribers tab of the contact messages: searched by name or email (as the office types,
 * or at once with Enter), filtered by status, a page at a time; exported as CSV; and an
 * Unsubscribe for a person who asks by phone, after a question.
 */
export function SubscribersTab({
  onMessage,
  focusMessage,
}: {
  onMessage: (message: AlertMessage | null) => void
  /** Moves focus to the message when the pressed button has gone (the row changed). */
  focusMessage: () => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState<SubscriberQuery>(ALL_SUBSCRIBERS)
  const page = useSubscribers(query)
  const { mutate } = useSWRConfig()
  const [asking, setAsking] = useState<SubscriberJson | null>(null)
  const [exporting, setExporting] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setQuery(withSearch(typed.trim())), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const exportCsv = async () => {
    if (exporting) return
    onMessage(null)
    setExporting(true)
    try {
      const params = new URLSearchParams()
      if (query.search) params.set('search', query.search)
      if (query.status) params.set('status', query.status)
      const filter = String(params) ? `?${params}` : ''
      saveBlob(
        await apiDownload(`/newsletter/subscribers/export${filter}`),
        `subscribers-${churchDate()}.csv`,
      )
    } catch (error) {
      console.error('Failed to export subscribers', error)
      onMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to export subscribers' })
    } finally {
      setExporting(false)
    }
  }

  const unsubscribe = async () => {
    const subscriber = asking
    if (!subscriber) return
    try {
      const ended = await apiFetch<SubscriberJson>(
        `/newsletter/subscribers/${subscriber.id}/unsubscribe`,
        { method: 'POST' },
      )
      // The row shows the change at once; every page and the tab's count are read again.
      await page.mutate(
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === ended.id ? ended : item)),
          },
        { revalidate: false },
      )
      onMessage({ tone: 'success', text: `${ended.email} unsubscribed` })
      void mutate(isSubscriberList)
    } catch (error) {
      onMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to unsubscribe' })
    } finally {
      setAsking(null)
      focusMessage()
    }
  }

  const data = page.data
  const filtered = Boolean(query.search || query.status)
  const shown = data?.items.length ?? 0

  return (
    <>
      <Filters
        as="form"
        role="search"
        aria-label="Search subscribers"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault()
          setQuery(withSearch(typed.trim()))
        }}
      >
        <label htmlFor={`${id}-search`}>
          Search by name or email
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-status`}>
          Status
          <Select
            id={`${id}-status`}
            value={query.status}
            onChange={(event) =>
              setQuery((current) => ({
                ...current,
                status: event.target.value as SubscriberQuery['status'],
                offset: 0,
              }))
            }
          >
            <option value="">All statuses</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Select>
        </label>
        <Button type="button" $variant="secondary" onClick={exportCsv} aria-disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </Filters>
      {page.error ? (
        <EmptyState>
          <p>{errorDetail(page.error) ?? 'Failed to load subscribers'}</p>
        </EmptyState>
      ) : !data ? (
        <Spinner label="Loading subscribers..." />
      ) : data.items.length === 0 && query.offset === 0 ? (
        <EmptyState>
          <p>{filtered ? 'No subscribers match this search.' : 'No newsletter subscribers yet.'}</p>
        </EmptyState>
      ) : (
        <>
          <SubscriberList aria-label="Newsletter subscribers" aria-busy={page.isValidating}>
            {data.items.map((subscriber) => (
              <SubscriberRow key={subscriber.id}>
                <Name>
                  {subscriber.first_name} {subscriber.last_name}
                </Name>
                <Cell $area="email">
                  <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                </Cell>
                <Cell $area="since">Since {formatUsShortDate(subscriber.created_at)}</Cell>
                <BadgeCell>
                  <StatusBadge tone={SUBSCRIBER_STATUS_TONES[subscriber.status] ?? 'gray'}>
                    {subscriberStatusLabel(subscriber.status)}
                  </StatusBadge>
                </BadgeCell>
                <ActionCell>
                  {subscriber.status !== 'inactive' && (
                    <Button $variant="danger" $small onClick={() => setAsking(subscriber)}>
                      Unsubscribe
                      <span className="visually-hidden"> {subscriber.email}</span>
                    </Button>
                  )}
                </ActionCell>
              </SubscriberRow>
            ))}
          </SubscriberList>
          <Pager aria-label="Pages of subscribers">
            <p role="status">{showing(query.offset, shown, data.total)}</p>
            <Button
              $variant="secondary"
              disabled={query.offset === 0}
              onClick={() =>
                setQuery((current) => ({
                  ...current,
                  offset: Math.max(0, current.offset - SUBSCRIBERS_PER_PAGE),
                }))
              }
            >
              Previous
            </Button>
            <Button
              $variant="secondary"
              disabled={query.offset + SUBSCRIBERS_PER_PAGE >= data.total}
              onClick={() =>
                setQuery((current) => ({
                  ...current,
                  offset: current.offset + SUBSCRIBERS_PER_PAGE,
                }))
              }
            >
              Next
            </Button>
          </Pager>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        question={`Unsubscribe ${asking?.email ?? ''}? They will get no more newsletters.`}
        confirmLabel="Unsubscribe"
        busyLabel="Unsubscribing..."
        onConfirm={unsubscribe}
        onCancel={() => setAsking(null)}
      />
    </>
  )
}
