'use client'

import type React from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import type { ChurchInfoJson } from '@/lib/contract/types'

import { adminTheme } from './adminTheme'

const Bar = styled.header`
  background: ${adminTheme.surface};
  border-bottom: 1px solid ${adminTheme.border};
`

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  @media (min-width: 768px) {
    padding: 0.9rem 2rem;
  }
`

const Brand = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  line-height: 1.25;
  min-width: 0;
`

const ChurchName = styled.span`
  /* Kept one line tall while the name loads, so that nothing below moves. */
  min-height: 1.25em;
  font-weight: 700;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`

const Area = styled.span`
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

/** The banner of every admin screen: which church's website this is, and the screen's own links. */
export function AdminTopBar({ children }: { children?: React.ReactNode }) {
  const { data: church } = useSWR<ChurchInfoJson>('/church-info')
  return (
    <Bar>
      <Inner>
        <Brand>
          <ChurchName>{church?.name}</ChurchName>
          <Area>Church Admin</Area>
        </Brand>
        {children}
      </Inner>
    </Bar>
  )
}
