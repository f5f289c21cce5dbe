import type { Metadata } from 'next'

import { LegalPage } from '@/components/site/LegalPage'
import { getLegalPages } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms for using the Grace Fellowship Baptist Church website.',
  alternates: { canonical: '/terms' },
}

export default async function TermsPage() {
  const legal = await loadOrError(getLegalPages, 'Failed to load the terms of service')
  return (
    <LegalPage
      title="Terms of Service"
      body={legal.data?.terms ?? null}
      updatedAt={legal.data?.updatedAt ?? null}
      error={legal.error ?? undefined}
    />
  )
}
