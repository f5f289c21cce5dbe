'use client'

import { useRef, useState } from 'react'
import useSWR from 'swr'

import { apiFetch } from '@/lib/admin/apiClient'
import type { GalleryImageJson } from '@/lib/contract/types'
import { galleryCategoryLabel } from '@/lib/contract/values'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import {
  Card,
  CardActions,
  CardBody,
  CardGrid,
  CardMeta,
  Clamped,
  EmptyState,
} from '@/ui/admin/CardGrid'
import { FallbackImage } from '@/ui/admin/FallbackImage'
import { GalleryImageDialog } from './GalleryImageDialog'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'
import { Tabs } from '@/ui/admin/Tabs'
import { useFocusAfterRemoval } from '@/ui/admin/useFocusAfterRemoval'

export function GalleryScreen() {
  const { data: images, error, mutate } = useSWR<GalleryImageJson[]>('/gallery')
  const [tab, setTab] = useState<string>('all')
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const [formTarget, setFormTarget] = useState<{ image: GalleryImageJson | null } | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const emptyHeading = useRef<HTMLHeadingElement>(null)
  const messageBox = useRef<HTMLDivElement>(null)

  const present = [...new Set((images ?? []).map((image) => image.category))]
  // The selected tab stays after its last image is deleted, so that the tab list keeps its stop.
  const categories = tab === 'all' || present.includes(tab) ? present : [...present, tab]
  const shown = tab === 'all' ? (images ?? []) : (images ?? []).filter((i) => i.category === tab)
  const focusAfterRemoval = useFocusAfterRemoval(images && shown, {
    list,
    heading: emptyHeading,
    message: messageBox,
  })

  const openForm = (image: GalleryImageJson | null) => {
    setMessage(null)
    setFormTarget({ image })
  }

  const onSaved = async (text: string) => {
    setFormTarget(null)
    setMessage({ tone: 'success', text })
    await mutate()
  }

  const remove = async (image: GalleryImageJson) => {
    // Spec section 5: the gallery alone asks with the browser's own confirmation.
    if (!window.confirm('Are you sure you want to delete this image?')) return
    setMessage(null)
    try {
      await apiFetch(`/gallery/${image.id}`, { method: 'DELETE' })
      setMessage({ tone: 'success', text: 'Gallery image deleted successfully' })
      focusAfterRemoval(image.id)
    } catch (deleteError) {
      console.error('Failed to delete gallery image', deleteError)
      setMessage({ tone: 'error', text: 'Failed to delete gallery image' })
    } finally {
      await mutate()
    }
  }

  const addButton = <Button onClick={() => openForm(null)}>+ Add Image</Button>

  return (
    <AdminPage
      title="Photo Gallery"
      description="Photos shown in the public gallery, grouped by category."
      actions={addButton}
    >
      <Alert ref={messageBox} message={message} />
      {error ? (
        <Alert message={{ tone: 'error', text: 'Failed to load gallery images' }} />
      ) : !images ? (
        <Spinner />
      ) : (
        <Tabs
          label="Gallery categories"
          tabs={[
            { key: 'all', label: 'All', count: images.length },
            ...categories.map((category) => ({
              key: category,
              label: galleryCategoryLabel(category),
              count: images.filter((image) => image.category === category).length,
            })),
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {shown.length === 0 ? (
            <EmptyState>
              <h2 ref={emptyHeading} tabIndex={-1}>
                {tab === 'all' ? 'No images yet' : `No ${galleryCategoryLabel(tab)} images`}
              </h2>
              <p>Add a photo; it appears in the public gallery.</p>
              {addButton}
            </EmptyState>
          ) : (
            <CardGrid ref={list}>
              {shown.map((image) => (
                <Card key={image.id}>
                  <FallbackImage src={image.src} alt={image.alt} />
                  <CardBody>
                    <Clamped $lines={3}>{image.alt}</Clamped>
                    <CardMeta>
                      <StatusBadge tone="gray">{galleryCategoryLabel(image.category)}</StatusBadge>
                    </CardMeta>
                  </CardBody>
                  <CardActions>
                    <Button
                      $variant="secondary"
                      $small
                      aria-label={`Edit image: ${image.alt}`}
                      onClick={() => openForm(image)}
                    >
                      Edit
                    </Button>
                    <Button
                      $variant="danger"
                      $small
                      aria-label={`Delete image: ${image.alt}`}
                      onClick={() => remove(image)}
                    >
                      Delete
                    </Button>
                  </CardActions>
                </Card>
              ))}
            </CardGrid>
          )}
        </Tabs>
      )}
      <GalleryImageDialog
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={onSaved}
      />
    </AdminPage>
  )
}
