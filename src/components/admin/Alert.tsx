'use client'

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
 * readers (role alert); successes are announced politely (role status).
 */
export function Alert({ message }: { message: AlertMessage | null }) {
  if (!message) return null
  return (
    <Box $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.text}
    </Box>
  )
}
