import { BookIcon, CalendarIcon, UsersIcon } from '@/ui/site/icons'
import { JsonLd } from '@/ui/site/JsonLd'
import { ShareLink } from '@/ui/site/ShareLink'
import { SermonAudio, SermonNeighbours } from '@/features/sermons/site/SermonPage'
import {
  Card,
  Container,
  InfoList,
  PageHero,
  PageLink,
  Prose,
  Section,
  Stack,
  TwoColumn,
} from '@/ui/site/kit'
import { formatLongDate } from '@/lib/format'
import { sermonJsonLd } from '@/features/sermons/sermonJsonLd'
import { getSermonBySlug, getSermonsOverview } from '@/server/content/read'
import { slugPage, type SlugPageProps } from '@/server/site/slugPage'
import { siteUrl } from '@/platform/site/siteUrl'

// Re-rendered like the sermons list; an edit expires the cached read at once.
export const revalidate = 3600

const page = slugPage({
  slugs: async () => {
    const { latest, recent, archive } = await getSermonsOverview()
    return [latest, ...recent, ...archive.items].map((sermon) => sermon?.slug)
  },
  find: getSermonBySlug,
  metadata: ({ sermon }) => ({
    title: sermon.title,
    description:
      `${sermon.preacher}, ${formatLongDate(sermon.date)}. ${sermon.scripture}. ${sermon.summary}`.slice(
        0,
        300,
      ),
    alternates: {
      canonical: `/sermons/${sermon.slug}`,
      types: { 'application/rss+xml': '/sermons/feed.xml' },
    },
  }),
})

export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata

export default async function SermonPage(props: SlugPageProps) {
  const { found, church } = await page.load(props)
  const { sermon, previous, next } = found
  const origin = siteUrl()
  const url = `${origin}/sermons/${sermon.slug}`

  return (
    <>
      <JsonLd data={sermonJsonLd(sermon, { origin, churchName: church.name })} />
      <PageHero>
        <Container>
          <p>
            <PageLink href="/sermons">All sermons</PageLink>
          </p>
          <h1>{sermon.title}</h1>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <TwoColumn>
            <Stack>
              <InfoList aria-label="Sermon details">
                <li>
                  <UsersIcon size={16} />
                  <span>{sermon.preacher}</span>
                </li>
                <li>
                  <CalendarIcon size={16} />
                  <time dateTime={sermon.date}>{formatLongDate(sermon.date)}</time>
                </li>
                <li>
                  <BookIcon size={16} />
                  <span>{sermon.scripture}</span>
                </li>
              </InfoList>
              <SermonAudio title={sermon.title} audioUrl={sermon.audio_url} />
              <Prose>
                {sermon.summary.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </Prose>
              <SermonNeighbours previous={previous} next={next} />
            </Stack>
            <Stack>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Share This Sermon</h2>
                <ShareLink url={url} title={sermon.title} />
              </Card>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Listen Every Week</h2>
                <p>
                  Subscribe in your podcast app with our <a href="/sermons/feed.xml">sermon feed</a>
                  , or browse <PageLink href="/sermons">all sermons</PageLink>.
                </p>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
