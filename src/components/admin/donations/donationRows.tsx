'use client'

import styled from 'styled-components'

import { adminTheme } from '@/ui/admin/adminTheme'

/** The lists of the donations screen's tabs: a row per gift, fund or donor. */

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.35rem 1rem;
  padding: 0.8rem 0;
  border-bottom: 1px solid ${adminTheme.border};
  &:last-child {
    border-bottom: none;
  }
`

export const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`

export const RowSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.15rem;
  margin-left: auto;
`

export const Muted = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.88rem;
  overflow-wrap: anywhere;
`

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  h2 {
    font-size: 1.15rem;
  }
`

export const Amount = styled.strong`
  font-size: 1.05rem;
`

/** `3 donations`, `1 donation`. */
export function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}
