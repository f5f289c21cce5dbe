import { RegistrationForm } from '@/components/forms/RegistrationForm'
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/ui/site/icons'
import { JsonLd } from '@/ui/site/JsonLd'
import { ShareLink } from '@/ui/site/ShareLink'
import {
  ButtonLink,
  ButtonRow,
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
import { StyledComponentsRegistry } from '@/ui/StyledComponentsRegistry'
import { eventJsonLd } from '@/lib/eventJsonLd'
import { registrationOffer } from '@/lib/eventRegistration'
import { formatClockTime, formatLongDate } from '@/lib/format'
import { googleCalendarUrl } from '@/lib/icsCalendar'
import { mapLinks } from '@/lib/siteContent'
import { getEventBySlug, getUpcomingEvents } from '@/server/content/read'
import { registerForEvent } from '@/server/forms/registrationActions'
import { slugPage, type SlugPageProps } from '@/server/site/slugPage'
import { siteUrl } from '@/platform/site/siteUrl'

// Re-rendered like the events list; an edit expires the cached read at once.
export const revalidate = 3600

const page = slugPage({
  slugs: async () => (await getUpcomingEvents(1)).items.map((event) => event.slug),
  find: getEventBySlug,
  metadata: (event) => ({
    title: event.title,
    description:
      `${formatLongDate(event.date)}, ${formatClockTime(event.time)}, ${event.location}. ${event.description}`.slice(
        0,
        300,
      ),
    alternates: {
      canonical: `/events/${event.slug}`,
      types: { 'text/calendar': `/events/${event.slug}/calendar.ics` },
    },
  }),
})

export const generateStaticParams = page.generateStaticParams
export const generateMetadata = page.generateMetadata

export default async function EventPage(props: SlugPageProps) {
  const { found: event, church } = await page.load(props)
  const url = `${siteUrl()}/events/${event.slug}`
  const maps = mapLinks(church.address)

  return (
    <>
      <JsonLd data={eventJsonLd(event, church, url)} />
      <PageHero>
        <Container>
          <p>
            <PageLink href="/events">All events</PageLink>
          </p>
          <h1>{event.title}</h1>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <TwoColumn>
            <Stack>
              <InfoList aria-label="When and where">
                <li>
                  <CalendarIcon size={16} />
                  <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                </li>
                <li>
                  <ClockIcon size={16} />
                  <span>{formatClockTime(event.time)} (Dallas time)</span>
                </li>
                <li>
                  <MapPinIcon size={16} />
                  <span>
                    {event.location}, {church.name}, {church.address}
                  </span>
                </li>
              </InfoList>
              <Prose>
                {event.description.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </Prose>
              {event.registration && (
                <Card as="section" aria-labelledby="register-title" $accent>
                  <h2 id="register-title" style={{ fontSize: '1.4rem' }}>
                    Register
                  </h2>
                  <StyledComponentsRegistry>
                    <RegistrationForm
                      event={{
                        id: event.id,
                        title: event.title,
                        registration: event.registration,
                      }}
                      offer={registrationOffer(event.registration)}
                      action={registerForEvent.bind(null, Number(event.id))}
                    />
                  </StyledComponentsRegistry>
                </Card>
              )}
            </Stack>
            <Stack>
              <Card $accent>
                <h2 style={{ fontSize: '1.4rem' }}>Add to Your Calendar</h2>
                <ButtonRow>
                  <ButtonLink href={`/events/${event.slug}/calendar.ics`}>
                    Add to calendar (.ics)
                  </ButtonLink>
                  <ButtonLink
                    $variant="secondary"
                    href={googleCalendarUrl(event)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
                  </ButtonLink>
                </ButtonRow>
              </Card>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Getting Here</h2>
                <p>{church.address}</p>
                <ButtonRow>
                  <ButtonLink
                    $variant="secondary"
                    href={maps.google}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
                  </ButtonLink>
                  <ButtonLink
                    $variant="secondary"
                    href={maps.apple}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Apple Maps<span className="visually-hidden"> (opens in a new tab)</span>
                  </ButtonLink>
                </ButtonRow>
              </Card>
              <Card>
                <h2 style={{ fontSize: '1.4rem' }}>Share This Event</h2>
                <StyledComponentsRegistry>
                  <ShareLink url={url} title={event.title} />
                </StyledComponentsRegistry>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
