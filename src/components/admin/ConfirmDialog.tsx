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
  onConfirm: () => Promise<void> | void
  onCancel: () => void
}

/** The delete confirmation: the spec's question, Cancel focused first so Enter never deletes. */
export function ConfirmDialog({
  open,
  question,
  confirmLabel = 'Delete',
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
        <Button $variant="danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </Button>
      </ButtonRow>
    </Dialog>
  )
}
