'use client'

import type React from 'react'
import styled from 'styled-components'

import { adminTheme } from './adminTheme'
import { ButtonLink } from './Button'

const Shell = styled.main`
  max-width: ${adminTheme.pageWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (min-width: 768px) {
    padding: 2rem 2rem 4rem;
  }
`

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
`

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  h1 {
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: ${adminTheme.muted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

type AdminPageProps = {
  title: string
  description?: string
  actions?: React.ReactNode
  children: React.ReactNode
}

/**
 * The page of every management screen below the shared banner (AdminFrame): Back to
 * Dashboard, the title, the screen's main actions.
 */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Shell id="main-content" tabIndex={-1}>
      <Head>
        <Titles>
          <div>
            <ButtonLink href="/admin/dashboard" $variant="ghost" $small>
              ← Back to Dashboard
            </ButtonLink>
          </div>
          <h1>{title}</h1>
          {description && <p>{description}</p>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Shell>
  )
}
