import { notFound } from 'next/navigation'

import { Pagination } from '@/ui/site/Pagination'
import { PrayerWallCard, PrayerWallList } from '@/features/prayer/site/PrayerWallCard'
import {
  ButtonLink,
  ButtonRow,
  Container,
  EmptyState,
  ErrorBanner,
  PageHero,
  Section,
  SectionHeader,
} from '@/ui/site/kit'
import { prayFromWall } from '@/features/prayer/server/actions'
import { getPrayerWallPage } from '@/features/prayer/server/read'
import { prayerWallDays } from '@/features/prayer/server/rules'
import { loadOrError } from '@/server/site/load'

/**
 * /prayer-wall and /prayer-wall/page/<n>: the requests the church family shared, newest first,
 * PRAYER_WALL.pageSize to a page, each with "I prayed".
 */
export async function PrayerWallListing({ page }: { page: number }) {
  const wall = await loadOrError(() => getPrayerWallPage(page), 'Failed to load the prayer wall')
  if (page > 1 && wall.data && page > wall.data.pages) notFound()
  const items = wall.data?.items ?? []
  const pages = wall.data?.pages ?? 1

  return (
    <>
      <PageHero>
        <Container>
          <h1>Prayer Wall{page > 1 ? `: page ${page}` : ''}</h1>
          <p>
            “Bear ye one another&apos;s burdens, and so fulfil the law of Christ.” Galatians 6:2
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <SectionHeader $align="left">
            <h2 id="wall-title">
              Pray With Us
              {pages > 1 && (
                <span className="visually-hidden">
                  , page {page} of {pages}
                </span>
              )}
            </h2>
            <p>
              These requests were shared with the church by the people who sent them, and stay here
              for {prayerWallDays()} days. When you pray for one, press “I prayed” so they know they
              are not alone.
            </p>
          </SectionHeader>
          {wall.error && <ErrorBanner>{wall.error}</ErrorBanner>}
          {items.length > 0 ? (
            <PrayerWallList aria-labelledby="wall-title">
              {items.map((item) => (
                <li key={item.id}>
                  <PrayerWallCard item={item} page={page} action={prayFromWall} />
                </li>
              ))}
            </PrayerWallList>
          ) : (
            !wall.error && (
              <EmptyState>
                <h3>No Requests on the Wall Right Now</h3>
                <p>When members of our church family share a prayer request, it appears here.</p>
              </EmptyState>
            )
          )}
          <Pagination
            label="Pages of the prayer wall"
            page={page}
            totalPages={pages}
            firstPage="/prayer-wall"
            base="/prayer-wall/page"
            previousText="Newer requests"
            nextText="Older requests"
          />
        </Container>
      </Section>
      <Section $tone="navy" aria-labelledby="wall-share">
        <Container>
          <SectionHeader>
            <h2 id="wall-share">Need Prayer?</h2>
            <p style={{ color: '#f4efe6' }}>
              Our prayer team prays for every request. You choose whether yours is shared here.
            </p>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/prayer-requests" $variant="gold">
              Share a Prayer Request
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
