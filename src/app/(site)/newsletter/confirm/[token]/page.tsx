import type { Metadata } from 'next'

import { NewsletterLinkPage } from '@/components/site/NewsletterLinkPage'
import { confirmByLink } from '@/server/forms/actions'
import { confirmationLink } from '@/server/newsletter/links'
import { getPayloadClient } from '@/platform/payload/client'

// Rendered for each visit: it shows one person's subscription, and is never kept.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
  // The link's token stays on the site: no other site is told this address. Not `no-referrer`,
  // under which the browser posts the button's form with `Origin: null`, which Next refuses.
  referrer: 'same-origin',
}

/** The page of an email's confirm link: opening it changes nothing; its button does. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const state = await confirmationLink(await getPayloadClient(), token)
  return (
    <NewsletterLinkPage
      title={state.message.title}
      text={state.message.text}
      button={state.kind === 'ask' ? state.button : undefined}
      action={confirmByLink.bind(null, token)}
    />
  )
}
