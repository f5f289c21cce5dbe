import { notFound } from 'next/navigation'

import {
  NewsletterList,
  NewsletterSubscribe,
  NEWSLETTER_FEED,
} from '@/components/site/NewsletterArchive'
import { Pagination } from '@/ui/site/Pagination'
import {
  Container,
  EmptyState,
  ErrorBanner,
  PageHero,
  Section,
  SectionHeader,
  TwoColumn,
} from '@/ui/site/kit'
import { subscribeToNewsletter } from '@/server/forms/actions'
import { getNewsletterArchivePage } from '@/server/newsletter/archive'
import { loadOrError } from '@/server/site/load'

/**
 * /newsletter and /newsletter/page/<n>: the newsletters that went out, newest first,
 * NEWSLETTERS_PER_PAGE to a page, beside the signup.
 */
export async function NewsletterListing({ page }: { page: number }) {
  const archive = await loadOrError(
    () => getNewsletterArchivePage(page),
    'Failed to load the newsletters',
  )
  if (page > 1 && archive.data && page > archive.data.totalPages) notFound()
  const items = archive.data?.items ?? []
  const pages = archive.data?.totalPages ?? 1

  return (
    <>
      <PageHero>
        <Container>
          <h1>Newsletter{page > 1 ? `: page ${page}` : ''}</h1>
          <p>News, stories and dates from the Grace Fellowship family, as we sent them.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <TwoColumn>
            <section aria-labelledby="archive-title">
              <SectionHeader $align="left">
                <h2 id="archive-title">
                  Past Newsletters
                  {pages > 1 && (
                    <span className="visually-hidden">
                      , page {page} of {pages}
                    </span>
                  )}
                </h2>
                <p>
                  Every newsletter we send is kept here. Follow them in a feed reader with our{' '}
                  <a href={NEWSLETTER_FEED}>RSS feed</a>.
                </p>
              </SectionHeader>
              {archive.error && <ErrorBanner>{archive.error}</ErrorBanner>}
              {items.length > 0 ? (
                <NewsletterList items={items} labelledBy="archive-title" />
              ) : (
                !archive.error && (
                  <EmptyState>
                    <h3>No Newsletters Yet</h3>
                    <p>When we send a newsletter, you can read it here.</p>
                  </EmptyState>
                )
              )}
              <Pagination
                label="Pages of the newsletter archive"
                page={page}
                totalPages={pages}
                firstPage="/newsletter"
                base="/newsletter/page"
                previousText="Newer newsletters"
                nextText="Older newsletters"
              />
            </section>
            <NewsletterSubscribe action={subscribeToNewsletter} />
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
