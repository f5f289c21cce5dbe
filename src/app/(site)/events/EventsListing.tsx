import { notFound } from 'next/navigation'

import { EventCard } from '@/components/site/EventCard'
import { Pagination } from '@/ui/site/Pagination'
import { CalendarIcon, MailIcon, PhoneIcon } from '@/ui/site/icons'
import { JsonLd } from '@/ui/site/JsonLd'
import { ListSection } from '@/ui/site/ListSection'
import {
  ButtonLink,
  ButtonRow,
  Card,
  Container,
  EmptyState,
  ErrorBanner,
  InfoList,
  PageHero,
  Section,
  Stack,
  TwoColumn,
} from '@/ui/site/kit'
import { eventJsonLd } from '@/lib/eventJsonLd'
import { telHref } from '@/lib/siteContent'
import { PAST_EVENT_DESCRIPTION_LENGTH, truncate } from '@/lib/truncate'
import { getChurchInfo, getPastEvents, getUpcomingEvents } from '@/server/content/read'
import { churchFacts, FALLBACK_CHURCH } from '@/server/site/fallbacks'
import { loadOrError } from '@/server/site/load'
import { ServiceTimesList } from '@/components/site/ServiceTimesList'
import { siteServiceTimes } from '@/server/site/serviceTimes'

/**
 * /events (page 1: upcoming events and the most recent past ones) and /events/page/<n> (later
 * pages of upcoming events), soonest first, EVENTS_PER_PAGE to a page.
 */
export async function EventsListing({ page }: { page: number }) {
  const [events, past, church, serviceTimes] = await Promise.all([
    loadOrError(() => getUpcomingEvents(page), 'Failed to load events'),
    page === 1 ? getPastEvents().catch(() => []) : Promise.resolve(null),
    getChurchInfo()
      .then(churchFacts)
      .catch(() => FALLBACK_CHURCH),
    siteServiceTimes(),
  ])
  // A page after the last one does not exist (the first page always does, even when empty).
  if (page > 1 && events.data && page > events.data.totalPages) notFound()
  const upcoming = events.data?.items ?? []
  const totalPages = events.data?.totalPages ?? 1

  return (
    <>
      {upcoming.length > 0 && <JsonLd data={upcoming.map((event) => eventJsonLd(event, church))} />}
      <PageHero>
        <Container>
          <h1>Church Events{page > 1 ? `: page ${page}` : ''}</h1>
          <p>Gather, grow and serve with the Grace Fellowship family.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {events.error && <ErrorBanner>{events.error}</ErrorBanner>}
          <TwoColumn $stickyAside>
            <Stack $gap="3rem">
              <ListSection
                id="upcoming-title"
                title="Upcoming Events"
                paging={{ page, totalPages }}
                empty={
                  <EmptyState>
                    <h3>No Upcoming Events</h3>
                    <p>Check back soon. Administrators can add events from the admin dashboard.</p>
                  </EmptyState>
                }
                footer={
                  <>
                    <Pagination
                      label="Pages of upcoming events"
                      page={page}
                      totalPages={totalPages}
                      firstPage="/events"
                      base="/events/page"
                      previousText="Sooner events"
                      nextText="Later events"
                    />
                    <p style={{ marginTop: '1.25rem' }}>
                      <a href="/events.ics">Subscribe to the church calendar (iCal)</a>
                    </p>
                  </>
                }
              >
                {upcoming.map((event) => (
                  <EventCard key={event.id} event={event} showCalendarLinks />
                ))}
              </ListSection>
              {past && (
                <ListSection
                  id="past-title"
                  title="Past Events"
                  empty={
                    <EmptyState>
                      <h3>No Past Events</h3>
                      <p>
                        Past events will be listed here once events are added in the admin
                        dashboard.
                      </p>
                    </EmptyState>
                  }
                >
                  {past.map((event) => (
                    <EventCard
                      key={event.id}
                      event={event}
                      past
                      description={truncate(event.description, PAST_EVENT_DESCRIPTION_LENGTH)}
                    />
                  ))}
                </ListSection>
              )}
            </Stack>
            <Stack>
              <Card $accent>
                <h2 style={{ fontSize: '1.4rem' }}>
                  <CalendarIcon /> Weekly Schedule
                </h2>
                <ServiceTimesList times={serviceTimes} withDay />
              </Card>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Questions About an Event?</h2>
                <InfoList>
                  <li>
                    <PhoneIcon size={16} />
                    <a href={telHref(church.phone)}>{church.phone}</a>
                  </li>
                  <li>
                    <MailIcon size={16} />
                    <a href={`mailto:${church.email}`}>{church.email}</a>
                  </li>
                </InfoList>
                <ButtonRow>
                  <ButtonLink href="/contact">Contact Us</ButtonLink>
                </ButtonRow>
                <p style={{ marginTop: '1rem' }}>
                  <a href="/services">See all service times</a>
                </p>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
