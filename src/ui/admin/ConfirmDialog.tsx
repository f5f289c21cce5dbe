'use client'

import { useId, useState } from 'react'
import styled from 'styled-components'

import { Button, ButtonRow } from './Button'
import { Dialog } from './Dialog'

const Question = styled.p`
  margin: 0 0 1.25rem;
`

type ConfirmDialogProps = {
  open: boolean
  question: string
  confirmLabel?: string
  /** The confirm button's text while the action runs. */
  busyLabel?: string
  /** `danger` for what cannot be undone by the site (a delete), `primary` otherwise. */
  tone?: 'danger' | 'primary'
  onConfirm: () => Promise<void> | void
  onCancel: () => void
}

/**
 * A question before an action (the spec's delete confirmations, a bulk email): Cancel is
 * focused first, so a stray Enter never does it.
 */
export function ConfirmDialog({
  open,
  question,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      title="Please confirm"
      onClose={onCancel}
      role="alertdialog"
      describedBy={questionId}
    >
      <Question id={questionId}>{question}</Question>
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button $variant={tone} onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </ButtonRow>
    </Dialog>
  )
}
