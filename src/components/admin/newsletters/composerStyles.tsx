'use client'

import styled from 'styled-components'

import { adminTheme } from '@/ui/admin/adminTheme'
import { ButtonRow } from '@/ui/admin/Button'
import { Panel } from '@/ui/admin/CardGrid'

/** The newsletter composer's layout: its panels, hints, counters and actions. */

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  /* The preview's laptop width (1024 px) fits beside nothing; the form reads better narrower. */
  max-width: 1100px;
`

export const FormPanel = styled(Panel)`
  max-width: 860px;
`

export const BodyLabel = styled.span`
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
  font-size: 0.92rem;
  cursor: default;
`

export const Hint = styled.p`
  margin: 0.3rem 0 0;
  color: ${adminTheme.muted};
  font-size: 0.85rem;
`

export const Check = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 0.6rem;
  align-items: start;
  margin: 1.25rem 0 0;
  input {
    width: 20px;
    height: 20px;
    margin: 0.15rem 0 0;
    accent-color: ${adminTheme.primary};
  }
  label {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${adminTheme.muted};
    font-size: 0.85rem;
  }
`

export const Counter = styled.span`
  font-variant-numeric: tabular-nums;
`

export const Actions = styled(ButtonRow)`
  margin-top: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${adminTheme.border};
`

export const Scheduled = styled(Panel)`
  max-width: 860px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  border-color: ${adminTheme.tones.blue.border};
  background: ${adminTheme.tones.blue.background};
  color: ${adminTheme.tones.blue.text};
  p {
    margin: 0;
    font-weight: 600;
  }
`
