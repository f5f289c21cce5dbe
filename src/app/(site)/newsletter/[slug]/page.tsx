import {
  NewsletterBody,
  NewsletterEvents,
  NewsletterSubscribe,
  NewsletterText,
  SentDate,
} from '@/components/site/NewsletterArchive'
import { Container, PageHero, PageLink, Section, Stack, TwoColumn } from '@/ui/site/kit'
import { subscribeToNewsletter } from '@/server/forms/actions'
import {
  getNewsletterArchivePage,
  getNewsletterBySlug,
  type NewsletterRecord,
} from '@/server/newsletter/archive'
import { slugPage, type SlugPageProps } from '@/server/site/slugPage'

const page = slugPage<NewsletterRecord>({
  slugs: async () => (await getNewsletterArchivePage(1)).items.map((item) => item.slug),
  find: getNewsletterBySlug,
  metadata: (newsletter) => ({
    title: newsletter.subject,
    ...(newsletter.preview_text ? { description: newsletter.preview_text } : {}),
    alternates: {
      canonical: `/newsletter/${newsletter.slug}`,
      types: { 'application/rss+xml': '/newsletter/feed.xml' },
    },
  }),
})

export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata

/**
 * A sent newsletter as a web page: the same words, pictures and events every subscriber got,
 * without anything personal (no greeting by name, no unsubscribe link). 404 for any other.
 */
export default async function NewsletterPage(props: SlugPageProps) {
  const { found: newsletter } = await page.load(props)

  return (
    <>
      <PageHero>
        <Container>
          <p>
            <PageLink href="/newsletter">All newsletters</PageLink>
          </p>
          <h1>{newsletter.subject}</h1>
          <p>
            <SentDate sentAt={newsletter.sent_at} />
          </p>
        </Container>
      </PageHero>
      <Section $tone="white">
        <Container>
          <TwoColumn>
            <Stack $gap="2.5rem">
              <NewsletterBody>
                <NewsletterText body={newsletter.body} pictures={newsletter.pictures} />
              </NewsletterBody>
              {newsletter.events.length > 0 && (
                <NewsletterEvents events={newsletter.events} headingId="newsletter-events" />
              )}
            </Stack>
            <NewsletterSubscribe action={subscribeToNewsletter} />
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
