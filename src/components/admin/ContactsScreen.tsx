'use client'

import { useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import {
  CONTACT_INBOX_STATUSES,
  CONTACT_STATUS_TONES,
  contactStatusActions,
  SPAM,
  statusLabel,
  SUBSCRIBER_STATUS_TONES,
  subscriberStatusLabel,
  type ContactStatus,
} from '@/lib/admin/statusActions'
import type { ContactJson, SubscriberJson } from '@/lib/contract/types'
import { messageTypeBadge } from '@/lib/contract/values'
import { formatUsShortDate } from '@/lib/format'

import { AdminPage } from './AdminPage'
import { adminTheme } from './adminTheme'
import { Alert, type AlertMessage } from './Alert'
import { EmptyState } from './CardGrid'
import { Spinner } from './Spinner'
import { InboxMeta, StatusInbox, type InboxConfig } from './StatusInbox'
import { StatusBadge } from './StatusBadge'
import { Tabs } from './Tabs'

/**
 * One tab per status, the first (new messages) open at start, then the subscribers, then the
 * Spam folder.
 */
type TabKey = ContactStatus | 'subscribers'

const EMPTY_TEXT: Record<ContactStatus, string> = {
  new: 'No new messages.',
  read: 'No read messages.',
  responded: 'No messages marked as responded.',
  spam: 'The Spam folder is empty.',
}

const contactSubmissions = (count: number) =>
  `${count} ${count === 1 ? 'contact submission' : 'contact submissions'}`

const contactConfig: InboxConfig<ContactJson> = {
  path: '/contact',
  tones: CONTACT_STATUS_TONES,
  actions: contactStatusActions,
  messages: {
    statusChanged: (status) => `Contact marked as ${status}`,
    statusFailed: 'Failed to update contact status',
    deleted: 'Contact submission deleted successfully',
    deleteFailed: 'Failed to delete contact submission',
    confirmDelete: 'Are you sure you want to delete this contact submission?',
    confirmEmptySpam: (count) =>
      `Are you sure you want to permanently delete the ${contactSubmissions(count)} in the Spam folder?`,
    spamEmptied: (deleted) => `Spam folder emptied: ${contactSubmissions(deleted)} deleted`,
    emptySpamFailed: 'Failed to empty the Spam folder',
  },
  Details: function ContactDetails({ item }) {
    const type = item.message_type ? messageTypeBadge(item.message_type) : null
    return (
      <>
        <InboxMeta>
          From <strong>{item.name}</strong> · <a href={`mailto:${item.email}`}>{item.email}</a>
          {item.phone && (
            <>
              {' · '}
              <a href={`tel:${item.phone}`}>{item.phone}</a>
            </>
          )}
        </InboxMeta>
        <InboxMeta>
          {type && <>Type: {type} · </>}
          Prefers a reply by {item.contact_preference === 'phone' ? 'phone' : 'email'}
        </InboxMeta>
      </>
    )
  },
}

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
    'since since';
  gap: 0.25rem 1rem;
  padding: 0.8rem 1rem;
  border-bottom: 1px solid ${adminTheme.border};
  &:last-child {
    border-bottom: none;
  }
  @media (min-width: 768px) {
    grid-template-columns: minmax(10rem, 1fr) minmax(12rem, 1.4fr) 9rem 6rem;
    grid-template-areas: 'name email since badge';
    align-items: center;
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

export function ContactsScreen() {
  const contacts = useSWR<ContactJson[]>('/contact')
  const subscribers = useSWR<SubscriberJson[]>('/newsletter/subscribers')
  const [tab, setTab] = useState<TabKey>(CONTACT_INBOX_STATUSES[0])
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const focusMessage = useCallback(() => messageRef.current?.focus(), [])

  const byStatus = (status: ContactStatus) =>
    (contacts.data ?? []).filter((item) => item.status === status)

  const failed = contacts.error || subscribers.error
  const ready = contacts.data && subscribers.data

  return (
    <AdminPage
      title="Contact Messages"
      description="Messages sent through the website's contact form, and newsletter subscribers."
    >
      <Alert ref={messageRef} message={message} />
      {failed ? (
        <Alert message={{ tone: 'error', text: 'Failed to load contact data' }} />
      ) : !ready ? (
        <Spinner />
      ) : (
        <Tabs
          label="Contact messages by status"
          tabs={[
            ...CONTACT_INBOX_STATUSES.map((status) => ({
              key: status as TabKey,
              label: statusLabel(status),
              count: byStatus(status).length,
            })),
            { key: 'subscribers', label: 'Subscribers', count: subscribers.data!.length },
            { key: SPAM, label: statusLabel(SPAM), count: byStatus(SPAM).length },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'subscribers' ? (
            <Subscribers subscribers={subscribers.data!} />
          ) : (
            <StatusInbox
              config={contactConfig}
              items={byStatus(tab)}
              emptyText={EMPTY_TEXT[tab]}
              onMessage={setMessage}
              onChanged={() => contacts.mutate()}
              focusMessage={focusMessage}
              spamFolder={tab === SPAM}
            />
          )}
        </Tabs>
      )}
    </AdminPage>
  )
}

function Subscribers({ subscribers }: { subscribers: SubscriberJson[] }) {
  if (subscribers.length === 0) {
    return (
      <EmptyState>
        <p>No newsletter subscribers yet.</p>
      </EmptyState>
    )
  }
  return (
    <SubscriberList aria-label="Newsletter subscribers">
      {subscribers.map((subscriber) => (
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
        </SubscriberRow>
      ))}
    </SubscriberList>
  )
}
