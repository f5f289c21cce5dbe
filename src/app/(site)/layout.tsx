import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import '@/components/site/siteGlobal.css'
import { siteUrl } from '@/platform/site/siteUrl'
import { getChurchInfo, getGivingSettings } from '@/server/content/read'
import { churchFacts, FALLBACK_CHURCH, FALLBACK_FORM_URLS } from '@/server/site/fallbacks'
import { logLoadFailure } from '@/server/site/load'
import { subscribeToNewsletter } from '@/server/forms/actions'
import { siteServiceTimes } from '@/server/site/serviceTimes'

const metadata: Metadata = {
  title: {
    default: 'Grace Fellowship Baptist Church | Dallas, Texas',
    template: '%s | Grace Fellowship Baptist Church',
  },
  description:
    'A Baptist family of faith in southwest Dallas since 1961. Join us Sunday for Sunday School at 10:00 AM and worship at 11:15 AM.',
  applicationName: 'Grace Fellowship Baptist Church',
  openGraph: {
    type: 'website',
    siteName: 'Grace Fellowship Baptist Church',
    locale: 'en_US',
  },
  alternates: {
    types: { 'application/rss+xml': '/sermons/feed.xml', 'text/calendar': '/events.ics' },
  },
}

/** The site's metadata, with absolute links on the running server's origin (SITE_URL). */
export function generateMetadata(): Metadata {
  return { ...metadata, metadataBase: new URL(siteUrl()) }
}

export const viewport: Viewport = {
  themeColor: '#111c33',
  width: 'device-width',
  initialScale: 1,
}

async function layoutData() {
  // The header and footer must render even if a settings read fails; the page body
  // reports its own errors.
  const [church, giving, serviceTimes] = await Promise.all([
    getChurchInfo()
      .then(churchFacts)
      .catch((error) => {
        logLoadFailure('Failed to load church information', error)
        return FALLBACK_CHURCH
      }),
    getGivingSettings().catch((error) => {
      logLoadFailure('Failed to load giving settings', error)
      return { form_urls: FALLBACK_FORM_URLS }
    }),
    siteServiceTimes(),
  ])
  return { church, formUrls: giving.form_urls, serviceTimes }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { church, formUrls, serviceTimes } = await layoutData()
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <Header churchName={church.name} formUrls={formUrls} />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <Footer
          name={church.name}
          tagline={church.tagline}
          address={church.address}
          phone={church.phone}
          email={church.email}
          serviceTimes={serviceTimes}
          newsletterAction={subscribeToNewsletter}
        />
      </body>
    </html>
  )
}
