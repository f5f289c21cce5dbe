import type { Metadata } from 'next'

import { SermonCard } from '@/components/site/SermonCard'
import {
  ButtonLink,
  ButtonRow,
  Card,
  Container,
  EmptyState,
  ErrorBanner,
  PageHero,
  ScheduleList,
  Section,
  SectionHeader,
  Stack,
  TwoColumn,
} from '@/components/site/ui'
import { classifySermons } from '@/lib/classifySermons'
import { FOOTER_SERVICE_TIMES } from '@/lib/siteContent'
import { SERMON_SUMMARY_LENGTH, truncate } from '@/lib/truncate'
import { getSermons } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Sermons',
  description:
    'Listen to recent sermons and the sermon archive of Grace Fellowship Baptist Church.',
  alternates: {
    canonical: '/sermons',
    types: { 'application/rss+xml': '/sermons/feed.xml' },
  },
}

// "Recent" means within the last month in Dallas: re-render hourly so the window moves.
export const revalidate = 3600

export default async function SermonsPage() {
  const sermons = await loadOrError(getSermons, 'Failed to load sermons')
  const { recent, archive } = classifySermons(sermons.data ?? [])
  return (
    <>
      <PageHero>
        <Container>
          <h1>Sermons</h1>
          <p>Hear the Word of God preached at Grace Fellowship, wherever you are.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {sermons.error && <ErrorBanner>{sermons.error}</ErrorBanner>}
          <TwoColumn $stickyAside>
            <Stack $gap="3rem">
              <section aria-labelledby="recent-title">
                <SectionHeader $align="left">
                  <h2 id="recent-title">Recent Sermons</h2>
                </SectionHeader>
                {recent.length === 0 ? (
                  <EmptyState>
                    <h3>No Recent Sermons</h3>
                    <p>
                      Sermons from the last month will appear here once added in the admin
                      dashboard.
                    </p>
                  </EmptyState>
                ) : (
                  <Stack>
                    {recent.map((sermon) => (
                      <SermonCard key={sermon.id} sermon={sermon} summary={sermon.summary} />
                    ))}
                  </Stack>
                )}
              </section>
              <section aria-labelledby="archive-title">
                <SectionHeader $align="left">
                  <h2 id="archive-title">Sermon Archive</h2>
                </SectionHeader>
                {archive.length === 0 ? (
                  <EmptyState>
                    <h3>No Archived Sermons</h3>
                    <p>
                      Older sermons will be listed here once sermons are added in the admin
                      dashboard.
                    </p>
                  </EmptyState>
                ) : (
                  <Stack>
                    {archive.map((sermon) => (
                      <SermonCard
                        key={sermon.id}
                        sermon={sermon}
                        summary={truncate(sermon.summary, SERMON_SUMMARY_LENGTH)}
                        compact
                      />
                    ))}
                  </Stack>
                )}
              </section>
            </Stack>
            <Stack>
              <Card $accent>
                <h2 style={{ fontSize: '1.4rem' }}>Worship Times</h2>
                <ScheduleList>
                  {FOOTER_SERVICE_TIMES.map((t) => (
                    <div key={t.service}>
                      <dt>{t.service}</dt>
                      <dd>{t.time}</dd>
                    </div>
                  ))}
                </ScheduleList>
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
