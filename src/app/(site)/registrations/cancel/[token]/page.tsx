import type { Metadata } from 'next'

import { NewsletterLinkPage } from '@/components/site/NewsletterLinkPage'
import { cancelRegistrationByLink } from '@/server/forms/registrationActions'
import { getPayloadClient } from '@/platform/payload/client'
import { cancelByLink } from '@/server/registrations/cancel'

// Rendered for each visit: it shows one person's registration, and is never kept.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Cancel your registration',
  robots: { index: false, follow: false },
  // The link's token stays on the site: no other site is told this address. Not `no-referrer`,
  // under which the browser posts the button's form with `Origin: null`, which Next refuses.
  referrer: 'same-origin',
}

/** The page of a registration email's cancel link: opening it changes nothing; its button does. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const state = await cancelByLink(await getPayloadClient(), token)
  return (
    <NewsletterLinkPage
      title={state.message.title}
      text={state.message.text}
      button={state.kind === 'ask' ? state.button : undefined}
      action={cancelRegistrationByLink.bind(null, token)}
    />
  )
}
