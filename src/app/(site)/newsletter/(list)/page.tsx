import type { Metadata } from 'next'

import { NewsletterListing } from '../NewsletterListing'

export const metadata: Metadata = {
  title: 'Newsletter',
  description:
    'Past newsletters of Grace Fellowship Baptist Church: news, stories and dates from our church family. Subscribe to get the next one by email.',
  alternates: {
    canonical: '/newsletter',
    types: { 'application/rss+xml': '/newsletter/feed.xml' },
  },
}

export default function NewsletterArchivePage() {
  return <NewsletterListing page={1} />
}
