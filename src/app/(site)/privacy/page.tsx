import type { Metadata } from 'next'

import { LegalPage } from '@/components/site/LegalPage'
import { getLegalPages } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'How Grace Fellowship Baptist Church collects and uses information on this website.',
  alternates: { canonical: '/privacy' },
}

export default async function PrivacyPage() {
  const legal = await loadOrError(getLegalPages, 'Failed to load the privacy policy')
  return (
    <LegalPage
      title="Privacy Policy"
      body={legal.data?.privacy ?? null}
      updatedAt={legal.data?.updatedAt ?? null}
      error={legal.error ?? undefined}
    />
  )
}
