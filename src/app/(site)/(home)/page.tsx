import type { Metadata } from 'next'

import { AddressBar, Closing, Quote, ServiceCard } from '@/components/home/homeStyles'
import { HeroCarousel } from '@/components/home/HeroCarousel'
import { HomeError } from '@/components/home/HomeError'
import { EventCard } from '@/components/site/EventCard'
import { IconCards } from '@/ui/site/IconCards'
import { MinistryCard } from '@/components/site/MinistryCard'
import { FeaturedSermon } from '@/features/sermons/site/SermonCard'
import { ClockIcon, HeartIcon, MapPinIcon, SmileIcon, UsersIcon } from '@/ui/site/icons'
import { JsonLd } from '@/ui/site/JsonLd'
import {
  ButtonLink,
  ButtonRow,
  Container,
  EmptyState,
  Eyebrow,
  Grid,
  Section,
  SectionHeader,
  Stack,
} from '@/ui/site/kit'
import { HOME_UPCOMING_EVENTS } from '@/lib/classifyEvents'
import { parseClockTime } from '@/lib/format'
import { SERMON_SUMMARY_LENGTH, truncate } from '@/lib/truncate'
import {
  getChurchInfo,
  getMinistries,
  getSermonsOverview,
  getServiceTimes,
  getUpcomingEvents,
} from '@/server/content/read'
import { churchFacts } from '@/server/site/fallbacks'
import { siteUrl } from '@/platform/site/siteUrl'
import { logLoadFailure } from '@/server/site/load'

export const metadata: Metadata = {
  title: { absolute: 'Grace Fellowship Baptist Church | Dallas, Texas' },
  alternates: { canonical: '/' },
}

// "Upcoming" is decided when the page renders; re-render hourly so it moves with the calendar.
export const revalidate = 3600

const WHAT_TO_EXPECT = [
  {
    icon: SmileIcon,
    title: 'A Warm Welcome',
    text: 'Greeters will meet you at the door, help you find a seat and answer any questions. Come as you are.',
  },
  {
    icon: HeartIcon,
    title: 'Heartfelt Worship',
    text: 'Choir, hymns and praise songs, prayer, and a Bible-centered message. The service lasts about 90 minutes.',
  },
  {
    icon: UsersIcon,
    title: 'Something for Everyone',
    text: 'Sunday School classes for every age, a staffed nursery, and children’s church during worship.',
  },
]

const DAY_CODES: Record<string, string> = {
  Sunday: 'Su',
  Monday: 'Mo',
  Tuesday: 'Tu',
  Wednesday: 'We',
  Thursday: 'Th',
  Friday: 'Fr',
  Saturday: 'Sa',
}

function churchJsonLd(
  info: { name: string; address: string; phone: string; email: string },
  times: { day: string; time: string; service: string }[],
) {
  const [street, city, stateZip] = info.address.split(',').map((part) => part.trim())
  const [state, postalCode] = (stateZip ?? '').split(/\s+/)
  const url = siteUrl()
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: info.name,
    url,
    logo: `${url}/logo.svg`,
    telephone: info.phone,
    email: info.email,
    foundingDate: '1961',
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressRegion: state,
      postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: times.flatMap((t) => {
      const clock = parseClockTime(t.time)
      if (!clock || !DAY_CODES[t.day]) return []
      const opens = `${String(clock.hours).padStart(2, '0')}:${String(clock.minutes).padStart(2, '0')}`
      return [
        {
          '@type': 'OpeningHoursSpecification',
          name: t.service,
          dayOfWeek: `https://schema.org/${t.day}`,
          opens,
        },
      ]
    }),
  }
}

export default async function HomePage() {
  let data
  // The latest sermon is extra: without it Home still shows, just without that block.
  const latestSermon = getSermonsOverview()
    .then((overview) => overview.latest ?? overview.archive.items[0] ?? null)
    .catch((error: unknown) => {
      logLoadFailure('Failed to load sermons', error)
      return null
    })
  try {
    const [church, serviceTimes, events, ministries, sermon] = await Promise.all([
      getChurchInfo().then(churchFacts),
      getServiceTimes(),
      getUpcomingEvents(1),
      getMinistries(),
      latestSermon,
    ])
    data = { church, serviceTimes, events: events.items, ministries, sermon }
  } catch (error) {
    logLoadFailure('Failed to load church information', error)
    return <HomeError />
  }
  const { church, serviceTimes, events, ministries, sermon } = data
  const upcoming = events.slice(0, HOME_UPCOMING_EVENTS)

  return (
    <>
      <JsonLd data={churchJsonLd(church, serviceTimes)} />
      <h1 className="visually-hidden">{church.name}, Dallas, Texas</h1>
      <HeroCarousel />

      <Section $tone="white" aria-labelledby="welcome-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Welcome Home</Eyebrow>
            <h2 id="welcome-title">Welcome to {church.name}</h2>
            <p>{church.tagline}</p>
          </SectionHeader>
          <Quote>
            <p>{church.mission}</p>
          </Quote>
          <ButtonRow $center>
            <ButtonLink href="/services">Join Us This Sunday</ButtonLink>
            <ButtonLink href="/about" $variant="secondary">
              Learn More<span className="visually-hidden"> about our church</span>
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>

      <Section aria-labelledby="services-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Worship With Us</Eyebrow>
            <h2 id="services-title">Weekly Services</h2>
            <p>There is a place for you every week at Grace Fellowship.</p>
          </SectionHeader>
          <Grid $min={150} $fit>
            {serviceTimes.map((t) => (
              <ServiceCard key={`${t.day}-${t.service}`}>
                <p className="day">{t.day}</p>
                <p className="time">{t.time}</p>
                <h3>{t.service}</h3>
              </ServiceCard>
            ))}
          </Grid>
          <AddressBar>
            <p>
              <MapPinIcon />
              {church.address}
            </p>
            <ButtonLink href="/contact" $variant="gold">
              Get Directions
            </ButtonLink>
          </AddressBar>
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="expect-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Your First Visit</Eyebrow>
            <h2 id="expect-title">What to Expect</h2>
          </SectionHeader>
          <IconCards items={WHAT_TO_EXPECT} accent iconSize={26} />
        </Container>
      </Section>

      <Section aria-labelledby="events-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Save the Date</Eyebrow>
            <h2 id="events-title">Upcoming Events</h2>
          </SectionHeader>
          {upcoming.length === 0 ? (
            <EmptyState>
              <h3>No Upcoming Events</h3>
              <p>New events will appear here as soon as they are added in the admin dashboard.</p>
            </EmptyState>
          ) : (
            <Stack>
              {upcoming.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
            </Stack>
          )}
          <ButtonRow $center>
            <ButtonLink href="/events" $variant="secondary">
              View All Events
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>

      {sermon && (
        <Section $tone="white" aria-labelledby="sermon-title">
          <Container>
            <SectionHeader>
              <Eyebrow>Listen Again</Eyebrow>
              <h2 id="sermon-title">Latest Sermon</h2>
            </SectionHeader>
            <FeaturedSermon
              sermon={sermon}
              summary={truncate(sermon.summary, SERMON_SUMMARY_LENGTH)}
              player={false}
              eyebrow={false}
              headingLevel={3}
            />
            <ButtonRow $center>
              <ButtonLink href="/sermons" $variant="secondary">
                All Sermons
              </ButtonLink>
            </ButtonRow>
          </Container>
        </Section>
      )}

      <Section aria-labelledby="ministries-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Get Connected</Eyebrow>
            <h2 id="ministries-title">Our Ministries</h2>
          </SectionHeader>
          {ministries.length === 0 ? (
            <EmptyState>
              <h3>No Ministries Yet</h3>
              <p>Ministries will appear here once they are added in the admin dashboard.</p>
            </EmptyState>
          ) : (
            <Grid $max={3}>
              {ministries.map((ministry, index) => (
                <MinistryCard key={ministry.id} ministry={ministry} index={index} />
              ))}
            </Grid>
          )}
          <ButtonRow $center>
            <ButtonLink href="/ministries">Explore Ministries</ButtonLink>
          </ButtonRow>
        </Container>
      </Section>

      <Closing aria-labelledby="closing-title">
        <Container>
          <h2 id="closing-title">We Would Love to Meet You</h2>
          <p>
            <ClockIcon size={18} /> Sunday School 10:00 AM · Worship 11:15 AM
          </p>
          <ButtonRow $center>
            <ButtonLink href="/contact" $variant="gold">
              Plan Your Visit
            </ButtonLink>
            <ButtonLink href="/prayer-requests" $variant="outline-light">
              Submit Prayer Request
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Closing>
    </>
  )
}
