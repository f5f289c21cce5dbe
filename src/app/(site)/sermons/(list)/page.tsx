import type { Metadata } from 'next'

import { SermonsListing } from '@/features/sermons/site/SermonsListing'

export const metadata: Metadata = {
  title: 'Sermons',
  description:
    'Listen to the latest sermon, recent sermons and the sermon archive of Grace Fellowship Baptist Church.',
  alternates: {
    canonical: '/sermons',
    types: { 'application/rss+xml': '/sermons/feed.xml' },
  },
}

// "Recent" means within the last month in Dallas: re-render hourly so the window moves.
export const revalidate = 3600

export default function SermonsPage() {
  return <SermonsListing page={1} />
}
