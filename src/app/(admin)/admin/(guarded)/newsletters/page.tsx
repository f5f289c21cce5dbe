import type { Metadata } from 'next'

import { NewslettersScreen } from '@/components/admin/newsletters/NewslettersScreen'

export const metadata: Metadata = { title: 'Newsletters' }

export default function AdminNewslettersPage() {
  return <NewslettersScreen />
}
