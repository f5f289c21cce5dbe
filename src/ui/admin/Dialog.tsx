'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'

import { adminTheme } from './adminTheme'

const NativeDialog = styled.dialog<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '720px' : '520px')}, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: none;
  border-radius: 12px;
  background: ${adminTheme.surface};
  color: ${adminTheme.text};
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.3);
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.1rem 1.25rem 0.5rem;
  h2 {
    font-size: 1.2rem;
  }
`

const CloseButton = styled.button`
  border: none;
  background: transparent;
  font-size: 1.6rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  margin: -0.5rem -0.5rem 0 0;
  border-radius: 8px;
  cursor: pointer;
  color: ${adminTheme.muted};
  &:hover {
    background: #eef2f7;
  }
`

const Body = styled.div`
  padding: 0.5rem 1.25rem 1.25rem;
`

type DialogProps = {
  open: boolean
  title: string
  onClose: () => void
  children: React.ReactNode
  wide?: boolean
  /** Extra description id for dialogs that are a question (the delete confirmations). */
  describedBy?: string
  role?: 'dialog' | 'alertdialog'
}

const FIELD = [
  'input:not([type="hidden"]):not([hidden]):not([disabled])',
  'select:not([hidden]):not([disabled])',
  'textarea:not([hidden]):not([disabled])',
].join(', ')

/**
 * Where focus starts in an opened dialog: the control marked `data-autofocus` (a confirmation's
 * Cancel), else the first form field, else the browser's choice (the Close button).
 */
function focusStart(dialog: HTMLDialogElement) {
  const start =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(FIELD)
  start?.focus()
}

/**
 * A modal built on the native <dialog> and showModal(): the browser traps focus and makes the
 * page behind inert; Escape closes through onClose, and focus returns to the control that opened it.
 * The content is mounted only while open, so each opening starts from a fresh form.
 */
export function Dialog({ open, title, onClose, children, wide, describedBy, role }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      focusStart(dialog)
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const restoreFocus = () => {
    const target = opener.current
    opener.current = null
    if (target && target.isConnected) target.focus()
  }

  return (
    <NativeDialog
      ref={ref}
      $wide={wide}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React state decide, so that the dialog and its owner never disagree.
        event.preventDefault()
        onClose()
      }}
      onClose={restoreFocus}
    >
      {open && (
        <>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
              ×
            </CloseButton>
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </NativeDialog>
  )
}
