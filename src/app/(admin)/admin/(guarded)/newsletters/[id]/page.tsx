import type { Metadata } from 'next'

import { NewsletterScreen } from '@/components/admin/newsletters/NewsletterScreen'

export const metadata: Metadata = { title: 'Newsletter' }

/** One newsletter, or `/admin/newsletters/new` for a new one. */
export default async function AdminNewsletterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <NewsletterScreen id={id} />
}
