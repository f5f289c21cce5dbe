import type { Metadata } from 'next'

import { NewsletterLinkPage } from '@/components/site/NewsletterLinkPage'
import { confirmEmailByLink } from '@/server/forms/actions'
import { emailChangeLink } from '@/server/people/emailChange'
import { getPayloadClient } from '@/platform/payload/client'

// Rendered for each visit: it shows one person's pending address, and is never kept.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your new email address',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
}

/** The page of the link emailed to a new address: opening it changes nothing; its button does. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const state = await emailChangeLink(await getPayloadClient(), token)
  return (
    <NewsletterLinkPage
      title={state.title}
      text={state.text}
      button={state.kind === 'ask' ? 'Confirm this address' : undefined}
      action={confirmEmailByLink.bind(null, token)}
    />
  )
}
