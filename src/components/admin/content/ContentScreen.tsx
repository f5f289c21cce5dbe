'use client'

import { useRef, useState } from 'react'
import useSWR from 'swr'

import { apiFetch } from '@/lib/admin/apiClient'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { Card, CardActions, CardGrid, EmptyState } from '@/ui/admin/CardGrid'
import { ConfirmDialog } from '@/ui/admin/ConfirmDialog'
import { Spinner } from '@/ui/admin/Spinner'
import { useFocusAfterRemoval } from '@/ui/admin/useFocusAfterRemoval'
import type { ContentEntity, ContentItem } from './contentEntity'
import { ContentFormDialog } from './ContentFormDialog'

/** The one management screen shape: card grid, Add/Edit dialog, delete confirmation. */
export function ContentScreen<T extends ContentItem>({ entity }: { entity: ContentEntity<T> }) {
  const { data: items, error, isLoading, mutate } = useSWR<T[]>(entity.path)
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [formTarget, setFormTarget] = useState<{ item: T | null } | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const emptyHeading = useRef<HTMLHeadingElement>(null)
  const messageBox = useRef<HTMLDivElement>(null)
  const focusAfterRemoval = useFocusAfterRemoval(items, {
    list,
    heading: emptyHeading,
    message: messageBox,
  })

  const openForm = (item: T | null) => {
    setMessage(null)
    setFormTarget({ item })
  }

  const onSaved = async (text: string) => {
    setFormTarget(null)
    setMessage({ tone: 'success', text })
    await mutate()
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setMessage(null)
    try {
      await apiFetch(`${entity.path}/${deleting.id}`, { method: 'DELETE' })
      setMessage({ tone: 'success', text: entity.messages.deleted })
      focusAfterRemoval(deleting.id)
    } catch (deleteError) {
      console.error(entity.messages.deleteFailed, deleteError)
      setMessage({ tone: 'error', text: entity.messages.deleteFailed })
    } finally {
      setDeleting(null)
      await mutate()
    }
  }

  const addButton = <Button onClick={() => openForm(null)}>+ {entity.addLabel}</Button>

  return (
    <AdminPage title={entity.title} description={entity.description} actions={addButton}>
      <Alert ref={messageBox} message={message} />
      {error ? (
        <Alert message={{ tone: 'error', text: entity.messages.loadFailed }} />
      ) : isLoading || !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState>
          <h2 ref={emptyHeading} tabIndex={-1}>
            {entity.empty.title}
          </h2>
          <p>{entity.empty.text}</p>
          {addButton}
        </EmptyState>
      ) : (
        <CardGrid ref={list}>
          {items.map((item) => (
            <Card key={item.id}>
              <entity.CardContent item={item} />
              <CardActions>
                <Button
                  $variant="secondary"
                  $small
                  aria-label={`Edit ${entity.itemName(item)}`}
                  onClick={() => openForm(item)}
                >
                  Edit
                </Button>
                <Button
                  $variant="danger"
                  $small
                  aria-label={`Delete ${entity.itemName(item)}`}
                  onClick={() => {
                    setMessage(null)
                    setDeleting(item)
                  }}
                >
                  Delete
                </Button>
              </CardActions>
            </Card>
          ))}
        </CardGrid>
      )}
      <ContentFormDialog
        entity={entity}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={entity.messages.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  )
}
