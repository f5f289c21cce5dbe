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

import { AdminPage } from './AdminPage'
import { adminTheme } from './adminTheme'
import { Alert, type AlertMessage } from './Alert'
import { Spinner } from './Spinner'
import { InboxBadges, InboxMeta, StatusInbox, type InboxConfig } from './StatusInbox'
import { StatusBadge } from './StatusBadge'
import { Tabs } from './Tabs'

const EMPTY_TEXT: Record<PrayerStatus, string> = {
  pending: 'No pending prayer requests.',
  approved: 'No approved prayer requests.',
  completed: 'No completed prayer requests.',
  spam: 'The Spam folder is empty.',
}

/** The spec's three tabs, then the Spam folder. */
const TABS: PrayerStatus[] = [...PRAYER_INBOX_STATUSES, SPAM]

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
        </InboxBadges>
      </>
    )
  },
}

export function PrayerRequestsScreen() {
  const { data, error, mutate } = useSWR<PrayerRequestJson[]>('/prayer-requests')
  const [tab, setTab] = useState<PrayerStatus>(PRAYER_INBOX_STATUSES[0])
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const focusMessage = useCallback(() => messageRef.current?.focus(), [])

  const byStatus = (status: PrayerStatus) => (data ?? []).filter((item) => item.status === status)
  // The spec's total counts the three statuses; the Spam folder is counted on its tab only.
  const total = (data ?? []).filter((item) => item.status !== SPAM).length

  return (
    <AdminPage
      title="Prayer Requests"
      description="Requests sent through the website's prayer form. Approve, complete or delete them."
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
            tabs={TABS.map((status) => ({
              key: status,
              label: statusLabel(status),
              count: byStatus(status).length,
            }))}
            selected={tab}
            onSelect={setTab}
          >
            <StatusInbox
              config={prayerConfig}
              items={byStatus(tab)}
              emptyText={EMPTY_TEXT[tab]}
              onMessage={setMessage}
              onChanged={() => mutate()}
              focusMessage={focusMessage}
              spamFolder={tab === SPAM}
            />
          </Tabs>
        </>
      )}
    </AdminPage>
  )
}
