'use client'

import type React from 'react'
import { useRef, useState } from 'react'
import styled from 'styled-components'

import { apiFetch } from '@/lib/admin/apiClient'
import {
  MARK_AS_SPAM,
  SPAM,
  statusLabel,
  type StatusAction,
  type StatusTone,
} from '@/lib/admin/statusActions'
import type { ContactJson, PrayerRequestJson } from '@/lib/contract/types'
import { formatShortDateTime } from '@/lib/format'

import { adminTheme } from '@/ui/admin/adminTheme'
import type { AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonRow } from '@/ui/admin/Button'
import { EmptyState } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { useFocusAfterRemoval, WHOLE_LIST } from '@/ui/admin/useFocusAfterRemoval'

/** What both inboxes show of a prayer request or a contact message. */
export type InboxItem = Pick<
  PrayerRequestJson | ContactJson,
  'id' | 'name' | 'subject' | 'message' | 'status' | 'submitted_at' | 'created_at'
>

/**
 * What differs between the prayer-request and contact inboxes. The list, its status buttons
 * (spec section 4), its delete confirmation and the Spam folder are written once here.
 */
export type InboxConfig<T extends InboxItem> = {
  path: string
  tones: Record<string, StatusTone>
  actions: (current: string) => StatusAction<string>[]
  messages: {
    statusChanged: (status: string) => string
    statusFailed: string
    deleted: string
    deleteFailed: string
    confirmDelete: string
    confirmEmptySpam: (count: number) => string
    spamEmptied: (deleted: number) => string
    emptySpamFailed: string
  }
  Details: (props: { item: T }) => React.ReactNode
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`

const Item = styled.li`
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  padding: 1rem 1.1rem;
  min-width: 0;
`

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.5rem;
  h3 {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
`

const Meta = styled.p`
  margin: 0 0 0.35rem;
  color: ${adminTheme.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`

const Body = styled.p`
  margin: 0.5rem 0 0.9rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const FolderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  p {
    margin: 0;
    color: ${adminTheme.muted};
  }
`

export const InboxMeta = Meta

type StatusInboxProps<T extends InboxItem> = {
  config: InboxConfig<T>
  items: T[]
  emptyText: string
  onMessage: (message: AlertMessage | null) => void
  onChanged: () => Promise<unknown>
  /** Moves focus to the screen's status message. */
  focusMessage: () => void
  /** The Spam folder: its items can only go back or be deleted, and it can be emptied. */
  spamFolder?: boolean
  /** More buttons for an item, after its status buttons (the prayer wall's). */
  itemActions?: (item: T) => React.ReactNode
  /** Told after an item's status was changed (e.g. to ask about the prayer wall). */
  onStatusChanged?: (item: T, status: string) => void
}

export function StatusInbox<T extends InboxItem>({
  config,
  items,
  emptyText,
  onMessage,
  onChanged,
  focusMessage,
  spamFolder = false,
  itemActions,
  onStatusChanged,
}: StatusInboxProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null)
  const [emptying, setEmptying] = useState(false)
  const [busyId, setBusyId] = useState<T['id'] | null>(null)
  const list = useRef<HTMLUListElement>(null)
  // A status change or a delete takes the item, and the button that had focus, out of this
  // list: focus moves to the item now in its place, or to the message when the list is empty.
  // After emptying the folder, to the message.
  const focusAfterRemoval = useFocusAfterRemoval(items, { list, message: focusMessage })

  const changeStatus = async (item: T, status: string) => {
    onMessage(null)
    setBusyId(item.id)
    try {
      await apiFetch(`${config.path}/${item.id}/status?status=${encodeURIComponent(status)}`, {
        method: 'PUT',
      })
      onMessage({ tone: 'success', text: config.messages.statusChanged(status) })
      focusAfterRemoval(item.id)
      onStatusChanged?.(item, status)
    } catch (error) {
      console.error(config.messages.statusFailed, error)
      onMessage({ tone: 'error', text: config.messages.statusFailed })
    } finally {
      setBusyId(null)
      await onChanged()
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    onMessage(null)
    try {
      await apiFetch(`${config.path}/${deleting.id}`, { method: 'DELETE' })
      onMessage({ tone: 'success', text: config.messages.deleted })
      focusAfterRemoval(deleting.id)
    } catch (error) {
      console.error(config.messages.deleteFailed, error)
      onMessage({ tone: 'error', text: config.messages.deleteFailed })
    } finally {
      setDeleting(null)
      await onChanged()
    }
  }

  const emptySpamFolder = async () => {
    onMessage(null)
    try {
      const { deleted } = await apiFetch<{ deleted: number }>(`${config.path}/${SPAM}`, {
        method: 'DELETE',
      })
      onMessage({ tone: 'success', text: config.messages.spamEmptied(deleted) })
      focusAfterRemoval(WHOLE_LIST)
    } catch (error) {
      console.error(config.messages.emptySpamFailed, error)
      onMessage({ tone: 'error', text: config.messages.emptySpamFailed })
    } finally {
      setEmptying(false)
      await onChanged()
    }
  }

  if (items.length === 0) {
    return (
      <EmptyState>
        <p>{emptyText}</p>
      </EmptyState>
    )
  }

  return (
    <>
      {spamFolder && (
        <FolderBar>
          <p>
            Submissions that looked automated or were marked as spam; they are not counted
            elsewhere.
          </p>
          <Button
            $variant="danger"
            $small
            onClick={() => {
              onMessage(null)
              setEmptying(true)
            }}
          >
            Empty Spam Folder
          </Button>
        </FolderBar>
      )}
      <List ref={list}>
        {items.map((item) => (
          <Item key={item.id}>
            <ItemHead>
              <h3>{item.subject}</h3>
              <Badges>
                <StatusBadge tone={config.tones[item.status] ?? 'gray'}>
                  {statusLabel(item.status)}
                </StatusBadge>
              </Badges>
            </ItemHead>
            <config.Details item={item} />
            <Meta>Received {formatShortDateTime(item.submitted_at ?? item.created_at)}</Meta>
            <Body>{item.message}</Body>
            <ButtonRow>
              {config.actions(item.status).map((action) => (
                <Button
                  key={action.status}
                  $variant="secondary"
                  $small
                  disabled={busyId === item.id}
                  aria-label={`${action.label}: ${item.subject}`}
                  onClick={() => changeStatus(item, action.status)}
                >
                  {action.label}
                </Button>
              ))}
              {item.status !== SPAM && (
                <Button
                  $variant="secondary"
                  $small
                  disabled={busyId === item.id}
                  aria-label={`${MARK_AS_SPAM.label}: ${item.subject}`}
                  onClick={() => changeStatus(item, MARK_AS_SPAM.status)}
                >
                  {MARK_AS_SPAM.label}
                </Button>
              )}
              {itemActions?.(item)}
              <Button
                $variant="danger"
                $small
                aria-label={`Delete: ${item.subject}`}
                onClick={() => {
                  onMessage(null)
                  setDeleting(item)
                }}
              >
                Delete
              </Button>
            </ButtonRow>
          </Item>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        question={config.messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={emptying}
        question={config.messages.confirmEmptySpam(items.length)}
        confirmLabel="Empty Spam Folder"
        onConfirm={emptySpamFolder}
        onCancel={() => setEmptying(false)}
      />
    </>
  )
}

export { Badges as InboxBadges }
