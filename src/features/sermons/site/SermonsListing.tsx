import { notFound } from 'next/navigation'

import { ListSection } from '@/ui/site/ListSection'
import { Pagination } from '@/ui/site/Pagination'
import { FeaturedSermon, SermonCard } from '@/features/sermons/site/SermonCard'
import {
  ButtonLink,
  ButtonRow,
  Card,
  Container,
  EmptyState,
  ErrorBanner,
  PageHero,
  Section,
  Stack,
  TwoColumn,
} from '@/ui/site/kit'
import { SERMON_SUMMARY_LENGTH, truncate } from '@/lib/truncate'
import { getSermonArchive, getSermonsOverview } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'
import { ServiceTimesList } from '@/components/site/ServiceTimesList'
import { siteServiceTimes } from '@/server/site/serviceTimes'

/**
 * /sermons (the latest sermon featured with its player, the other recent ones and the first
 * page of the archive) and /sermons/archive/<n> (later pages of the archive). Cards carry no
 * player: each links to its sermon's page.
 */
export async function SermonsListing({ page }: { page: number }) {
  const [sermons, serviceTimes] = await Promise.all([
    loadOrError(
      async () =>
        page === 1
          ? getSermonsOverview()
          : { latest: null, recent: null, archive: await getSermonArchive(page) },
      'Failed to load sermons',
    ),
    siteServiceTimes(),
  ])
  if (page > 1 && sermons.data && page > sermons.data.archive.totalPages) notFound()
  const latest = sermons.data?.latest ?? null
  const recent = sermons.data ? sermons.data.recent : page === 1 ? [] : null
  const archive = sermons.data?.archive.items ?? []
  const totalPages = sermons.data?.archive.totalPages ?? 1

  return (
    <>
      <PageHero>
        <Container>
          <h1>Sermons{page > 1 ? `: archive page ${page}` : ''}</h1>
          <p>Hear the Word of God preached at Grace Fellowship, wherever you are.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {sermons.error && <ErrorBanner>{sermons.error}</ErrorBanner>}
          <TwoColumn $stickyAside>
            <Stack $gap="3rem">
              {recent && (
                <ListSection
                  id="recent-title"
                  title="Recent Sermons"
                  empty={
                    <EmptyState>
                      <h3>No Recent Sermons</h3>
                      <p>
                        Sermons from the last month will appear here once added in the admin
                        dashboard.
                      </p>
                    </EmptyState>
                  }
                >
                  {[
                    ...(latest
                      ? [<FeaturedSermon key="latest" sermon={latest} summary={latest.summary} />]
                      : []),
                    ...recent.map((sermon) => (
                      <SermonCard key={sermon.id} sermon={sermon} summary={sermon.summary} />
                    )),
                  ]}
                </ListSection>
              )}
              <ListSection
                id="archive-title"
                title="Sermon Archive"
                paging={{ page, totalPages }}
                empty={
                  <EmptyState>
                    <h3>No Archived Sermons</h3>
                    <p>
                      Older sermons will be listed here once sermons are added in the admin
                      dashboard.
                    </p>
                  </EmptyState>
                }
                footer={
                  <Pagination
                    label="Pages of the sermon archive"
                    page={page}
                    totalPages={totalPages}
                    firstPage="/sermons"
                    base="/sermons/archive"
                    previousText="Newer sermons"
                    nextText="Older sermons"
                  />
                }
              >
                {archive.map((sermon) => (
                  <SermonCard
                    key={sermon.id}
                    sermon={sermon}
                    summary={truncate(sermon.summary, SERMON_SUMMARY_LENGTH)}
                    compact
                  />
                ))}
              </ListSection>
            </Stack>
            <Stack>
              <Card $accent>
                <h2 style={{ fontSize: '1.4rem' }}>Worship Times</h2>
                <ServiceTimesList times={serviceTimes} withDay />
                <ButtonRow>
                  <ButtonLink href="/services">Plan Your Visit</ButtonLink>
                </ButtonRow>
              </Card>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Listen Anywhere</h2>
                <p>
                  Subscribe in your podcast app with our <a href="/sermons/feed.xml">sermon feed</a>
                  .
                </p>
                <p>
                  Questions about a message? <a href="/contact">Contact us</a> or{' '}
                  <a href="/prayer-requests">share a prayer request</a>.
                </p>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
