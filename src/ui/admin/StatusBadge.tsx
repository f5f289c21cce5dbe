'use client'

import type React from 'react'
import styled from 'styled-components'

import { adminTheme, type Tone } from './adminTheme'

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  border: 1px solid ${({ $tone }) => adminTheme.tones[$tone].border};
  background: ${({ $tone }) => adminTheme.tones[$tone].background};
  color: ${({ $tone }) => adminTheme.tones[$tone].text};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
`

/** A coloured pill that always carries its meaning as text, never by colour alone. */
export function StatusBadge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>
}
