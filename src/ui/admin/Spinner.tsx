'use client'

import styled, { keyframes } from 'styled-components'

import { adminTheme } from './adminTheme'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Wheel = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${adminTheme.border};
  border-top-color: ${adminTheme.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

const Centre = styled.div<{ $fullPage?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : 'auto')};
  color: ${adminTheme.muted};
`

export function Spinner({
  label = 'Loading...',
  fullPage,
}: {
  label?: string
  fullPage?: boolean
}) {
  return (
    <Centre $fullPage={fullPage} role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </Centre>
  )
}
