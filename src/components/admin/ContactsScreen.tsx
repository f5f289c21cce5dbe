'use client'

import { useCallback, useRef, useState } from 'react'
import useSWR from 'swr'

import {
  CONTACT_INBOX_STATUSES,
  CONTACT_STATUS_TONES,
  contactStatusActions,
  SPAM,
  statusLabel,
  type ContactStatus,
} from '@/lib/admin/statusActions'
import type { ContactJson } from '@/lib/contract/types'
import { messageTypeBadge } from '@/lib/contract/values'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Spinner } from '@/ui/admin/Spinner'
import { InboxMeta, StatusInbox, type InboxConfig } from '@/ui/admin/StatusInbox'
import { ALL_SUBSCRIBERS, SubscribersTab, useSubscribers } from './SubscribersTab'
import { Tabs } from '@/ui/admin/Tabs'

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

export function ContactsScreen() {
  const contacts = useSWR<ContactJson[]>('/contact')
  // The first page of every subscriber: its total is the tab's count.
  const subscribers = useSubscribers(ALL_SUBSCRIBERS)
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
            { key: 'subscribers', label: 'Subscribers', count: subscribers.data!.total },
            { key: SPAM, label: statusLabel(SPAM), count: byStatus(SPAM).length },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'subscribers' ? (
            <SubscribersTab onMessage={setMessage} focusMessage={focusMessage} />
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
