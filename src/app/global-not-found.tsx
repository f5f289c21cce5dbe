import type { Metadata } from 'next'

import SiteLayout from './(site)/layout'
import SiteNotFound from './(site)/not-found'

/** Unknown addresses outside every route group get the public site's own not-found page. */
export const metadata: Metadata = {
  title: 'Page Not Found | Grace Fellowship Baptist Church',
  robots: { index: false },
}

export default function GlobalNotFound() {
  return (
    <SiteLayout>
      <SiteNotFound />
    </SiteLayout>
  )
}
