'use client'

import type React from 'react'
import styled from 'styled-components'

import { adminTheme } from './adminTheme'

export type AlertMessage = { tone: 'error' | 'success'; text: string }

const Box = styled.div<{ $tone: AlertMessage['tone'] }>`
  border: 1px solid
    ${({ $tone }) => ($tone === 'error' ? adminTheme.tones.red.border : adminTheme.tones.green.border)};
  background: ${({ $tone }) =>
    $tone === 'error' ? adminTheme.tones.red.background : adminTheme.tones.green.background};
  color: ${({ $tone }) => ($tone === 'error' ? adminTheme.tones.red.text : adminTheme.tones.green.text)};
  border-radius: 8px;
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  font-weight: 500;
`

/**
 * The red (error) and green (success) messages of spec section 4. Errors interrupt screen
 * readers (role alert). Successes are announced politely: they are written into a live region
 * that is mounted before them, because a region inserted with its text already in it often goes
 * unheard. A screen may move focus to the message (through `ref`) when the control that was
 * focused has gone.
 */
export function Alert({
  message,
  ref,
}: {
  message: AlertMessage | null
  ref?: React.Ref<HTMLDivElement>
}) {
  const box = message && (
    <Box
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      $tone={message.tone}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </Box>
  )
  return (
    <>
      <div aria-live="polite">{message?.tone === 'success' && box}</div>
      {message?.tone === 'error' && box}
    </>
  )
}
