'use client'

import type React from 'react'
import styled from 'styled-components'

import { adminTheme } from '@/ui/admin/adminTheme'

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.5rem 1rem;
`

const Box = styled.div`
  width: min(420px, 100%);
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: 14px;
  box-shadow: ${adminTheme.shadow};
  padding: 2rem 1.5rem;
  h1 {
    font-size: 1.5rem;
    margin-bottom: 0.25rem;
  }
`

const Lead = styled.p`
  margin: 0 0 1.5rem;
  color: ${adminTheme.muted};
`

/** The links under a card's form (forgot your password, back to the website). */
export const SignInLinks = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
`

/**
 * The one centred card of the pages a person sees before signing in: sign in, forgot your
 * password, choose a new one.
 */
export function SignInCard({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: React.ReactNode
}) {
  return (
    <Page id="main-content" tabIndex={-1}>
      <Box>
        <h1>{title}</h1>
        <Lead>{lead}</Lead>
        {children}
      </Box>
    </Page>
  )
}
