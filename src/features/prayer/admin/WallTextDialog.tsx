'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS, PRAYER_WALL } from '@/lib/contract/limits'
import { type PrayerWallBody, prayerWallBody } from '@/lib/contract/schemas'
import type { PrayerRequestJson } from '@/lib/contract/types'
import { contractResolver } from '@/lib/formResolver'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, DialogActions } from '@/ui/admin/Button'
import { Dialog } from '@/ui/admin/Dialog'
import { describedBy, Field, TextArea } from '@/ui/admin/FormField'

const Original = styled.blockquote`
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${adminTheme.border};
  background: #f8fafc;
  color: ${adminTheme.muted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

type Values = { on_wall: boolean; public_message: string; praise_note: string }

const TEXT_HINT = 'Empty: the wall shows the request as it was sent. The original is never changed.'
const PRAISE_HINT = `Shown with “Answered” for ${PRAYER_WALL.answeredDays} days once the request is marked complete.`

/**
 * The team's words for the prayer wall: the text shown instead of the request (to leave out a
 * detail the requester would not want read by all), and a praise note for when it is answered.
 */
export function WallTextDialog({
  item,
  onClose,
  onSaved,
}: {
  /** Null while closed. */
  item: PrayerRequestJson | null
  onClose: () => void
  onSaved: (text: string) => Promise<void>
}) {
  return (
    <Dialog open={item !== null} title="Prayer Wall Text" onClose={onClose} wide>
      {item && <WallTextForm item={item} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  )
}

function WallTextForm({
  item,
  onClose,
  onSaved,
}: {
  item: PrayerRequestJson
  onClose: () => void
  onSaved: (text: string) => Promise<void>
}) {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: contractResolver<Values>(prayerWallBody),
    defaultValues: {
      // A completed request that was on the wall shows as answered once it has a praise note.
      on_wall: item.status === 'completed' ? Boolean(item.shared_at) : item.on_wall,
      public_message: item.public_message ?? '',
      praise_note: item.praise_note ?? '',
    },
  })

  const onSubmit = async (values: Values) => {
    setMessage(null)
    const body: PrayerWallBody = values
    try {
      await apiFetch(`/prayer-requests/${item.id}/wall`, { method: 'PUT', body })
      await onSaved('Prayer Wall text saved')
    } catch (error) {
      setMessage({ tone: 'error', text: errorDetail(error) ?? 'Failed to update the Prayer Wall' })
    }
  }

  const field = (name: 'public_message' | 'praise_note', hint: string) => {
    const id = `wall-${name}`
    const error = errors[name]?.message
    return {
      id,
      error,
      hint,
      control: {
        id,
        rows: name === 'public_message' ? 6 : 3,
        maxLength: LIMITS.prayerWall[name],
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, hint, error),
        ...register(name),
      },
    }
  }
  const text = field('public_message', TEXT_HINT)
  const praise = field('praise_note', PRAISE_HINT)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Alert message={message} />
      <p style={{ margin: '0 0 0.35rem', fontWeight: 600 }}>Sent as</p>
      <Original>{item.message}</Original>
      <Field id={text.id} label="Text shown on the wall" hint={text.hint} error={text.error}>
        <TextArea {...text.control} />
      </Field>
      <Field id={praise.id} label="Praise note" hint={praise.hint} error={praise.error}>
        <TextArea {...praise.control} />
      </Field>
      <DialogActions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  )
}
