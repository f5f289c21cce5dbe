import type { Metadata } from 'next'

import { NewsletterLinkPage } from '@/components/site/NewsletterLinkPage'
import { takeDownByLink } from '@/features/prayer/server/actions'
import { takeDownLink } from '@/features/prayer/server/takeDown'
import { getPayloadClient } from '@/platform/payload/client'

// Rendered for each visit: it shows one person's request, and is never kept.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Take down a prayer request',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/**
 * The page of the link emailed to a requester when their request went on the prayer wall:
 * opening it changes nothing; its button takes the request down (once, for that request only).
 */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const state = await takeDownLink(await getPayloadClient(), token)
  return (
    <NewsletterLinkPage
      title={state.title}
      text={state.text}
      button={state.button}
      action={takeDownByLink.bind(null, token)}
    />
  )
}
