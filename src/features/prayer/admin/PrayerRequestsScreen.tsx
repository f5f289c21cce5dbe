'use client'

import { useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import {
  PRAYER_INBOX_STATUSES,
  PRAYER_STATUS_TONES,
  prayerStatusActions,
  SPAM,
  statusLabel,
  type PrayerStatus,
} from '@/lib/admin/statusActions'
import type { PrayerRequestJson } from '@/lib/contract/types'
import { formatInstantLongDate } from '@/lib/format'
import { prayedText, wallName } from '@/lib/prayerWall'

import { AdminPage } from '@/ui/admin/AdminPage'
import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Spinner } from '@/ui/admin/Spinner'
import { InboxBadges, InboxMeta, StatusInbox, type InboxConfig } from '@/ui/admin/StatusInbox'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { Tabs } from '@/ui/admin/Tabs'
import { usePrayerWall } from './usePrayerWall'

/** What the Prayer Wall tab shows: the requests on the wall now. */
const WALL = 'wall'
type TabKey = PrayerStatus | typeof WALL

const EMPTY_TEXT: Record<TabKey, string> = {
  pending: 'No pending prayer requests.',
  approved: 'No approved prayer requests.',
  completed: 'No completed prayer requests.',
  wall: 'Nothing is on the Prayer Wall. Approve a shared request to put it there.',
  spam: 'The Spam folder is empty.',
}

/** The spec's three tabs, the Prayer Wall, then the Spam folder. */
const TABS: TabKey[] = [...PRAYER_INBOX_STATUSES, WALL, SPAM]

const tabLabel = (key: TabKey) => (key === WALL ? 'Prayer Wall' : statusLabel(key))

const prayerRequests = (count: number) =>
  `${count} ${count === 1 ? 'prayer request' : 'prayer requests'}`

const Total = styled.p`
  margin: -0.5rem 0 1rem;
  color: ${adminTheme.muted};
`

const prayerConfig: InboxConfig<PrayerRequestJson> = {
  path: '/prayer-requests',
  tones: PRAYER_STATUS_TONES,
  actions: prayerStatusActions,
  messages: {
    statusChanged: (status) => `Prayer request marked as ${status}`,
    statusFailed: 'Failed to update prayer request status',
    deleted: 'Prayer request deleted successfully',
    deleteFailed: 'Failed to delete prayer request',
    confirmDelete: 'Are you sure you want to delete this prayer request?',
    confirmEmptySpam: (count) =>
      `Are you sure you want to permanently delete the ${prayerRequests(count)} in the Spam folder?`,
    spamEmptied: (deleted) => `Spam folder emptied: ${prayerRequests(deleted)} deleted`,
    emptySpamFailed: 'Failed to empty the Spam folder',
  },
  Details: function PrayerDetails({ item }) {
    const contact = [item.email, item.phone].filter(Boolean).join(' · ')
    return (
      <>
        <InboxMeta>
          From <strong>{item.name}</strong>
          {contact ? ` · ${contact}` : ' · no contact details given'}
        </InboxMeta>
        <InboxBadges style={{ marginBottom: '0.35rem' }}>
          {item.is_urgent && <StatusBadge tone="red">Urgent</StatusBadge>}
          <StatusBadge tone="gray">
            {item.is_public ? 'Public: may be shared' : 'Private: prayer team only'}
          </StatusBadge>
          {item.on_wall && (
            <StatusBadge tone="blue">
              {item.status === 'completed' ? 'Answered on the wall' : 'On the Prayer Wall'}
            </StatusBadge>
          )}
        </InboxBadges>
        {item.shared_at && (
          <InboxMeta>
            {item.on_wall ? 'On the wall since' : 'Was on the wall from'}{' '}
            {formatInstantLongDate(item.shared_at)} as {wallName(item.name, item.anonymous)} ·{' '}
            {prayedText(item.prayed_count)}
          </InboxMeta>
        )}
        {item.public_message && (
          <InboxMeta>
            <strong>Shown on the wall:</strong> {item.public_message}
          </InboxMeta>
        )}
        {item.praise_note && (
          <InboxMeta>
            <strong>Praise note:</strong> {item.praise_note}
          </InboxMeta>
        )}
      </>
    )
  },
}

export function PrayerRequestsScreen() {
  const { data, error, mutate } = useSWR<PrayerRequestJson[]>('/prayer-requests')
  const [tab, setTab] = useState<TabKey>(PRAYER_INBOX_STATUSES[0])
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const focusMessage = useCallback(() => messageRef.current?.focus(), [])
  const wall = usePrayerWall({ onMessage: setMessage, onChanged: () => mutate(), focusMessage })

  const byTab = (key: TabKey) =>
    (data ?? []).filter((item) => (key === WALL ? item.on_wall : item.status === key))
  // The spec's total counts the three statuses; the Spam folder is counted on its tab only.
  const total = (data ?? []).filter((item) => item.status !== SPAM).length

  return (
    <AdminPage
      title="Prayer Requests"
      description="Requests sent through the website's prayer form. Approve, complete or delete them, and choose which shared ones go on the Prayer Wall."
    >
      <Alert ref={messageRef} message={message} />
      {error ? (
        <Alert message={{ tone: 'error', text: 'Failed to load prayer requests' }} />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <Total>Total: {prayerRequests(total)}</Total>
          <Tabs
            label="Prayer requests by status"
            tabs={TABS.map((key) => ({
              key,
              label: tabLabel(key),
              count: byTab(key).length,
            }))}
            selected={tab}
            onSelect={setTab}
          >
            <StatusInbox
              config={prayerConfig}
              items={byTab(tab)}
              emptyText={EMPTY_TEXT[tab]}
              onMessage={setMessage}
              onChanged={() => mutate()}
              focusMessage={focusMessage}
              spamFolder={tab === SPAM}
              itemActions={wall.actions}
              onStatusChanged={wall.afterStatusChange}
            />
          </Tabs>
          {wall.dialogs}
        </>
      )}
    </AdminPage>
  )
}
