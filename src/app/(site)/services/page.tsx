import type { Metadata } from 'next'

import { ServiceCard } from '@/components/home/homeStyles'
import { IconCards } from '@/ui/site/IconCards'
import {
  BookIcon,
  CalendarIcon,
  CheckIcon,
  HeartIcon,
  MapPinIcon,
  SmileIcon,
  StarIcon,
  UsersIcon,
} from '@/ui/site/icons'
import {
  ButtonLink,
  ButtonRow,
  Card,
  Container,
  Eyebrow,
  Grid,
  IconCircle,
  InfoList,
  PageHero,
  ScheduleList,
  Section,
  SectionHeader,
  TwoColumn,
} from '@/ui/site/kit'
import { HOURS } from '@/lib/siteContent'
import { getChurchInfo } from '@/server/content/read'
import { churchFacts, FALLBACK_CHURCH } from '@/server/site/fallbacks'
import { siteServiceTimes } from '@/server/site/serviceTimes'

export const metadata: Metadata = {
  title: 'Services',
  description:
    'Sunday School 10:00 AM, Sunday Worship 11:15 AM, Wednesday Prayer Service 6:30 PM and Bible Study on the 1st and 3rd Wednesday at 7:00 PM.',
  alternates: { canonical: '/services' },
}

const EXPECT = [
  {
    icon: SmileIcon,
    title: 'Friendly Greeters',
    text: 'Someone will welcome you at the door and help you find your way.',
  },
  {
    icon: HeartIcon,
    title: 'Uplifting Worship',
    text: 'Hymns, choir anthems and praise songs that lift every heart.',
  },
  {
    icon: BookIcon,
    title: 'Biblical Preaching',
    text: 'A clear, practical message from God’s Word, about 35 minutes long.',
  },
  {
    icon: UsersIcon,
    title: 'Care for Kids',
    text: 'A staffed nursery and children’s church during the worship service.',
  },
]

const SPECIAL = [
  {
    title: 'Communion Sunday',
    text: 'The Lord’s Supper is shared on the first Sunday of every month.',
  },
  {
    title: 'Christmas Eve Candlelight',
    text: 'Carols, scripture and candlelight on December 24 at 6:00 PM.',
  },
  {
    title: 'Easter Sunrise Service',
    text: 'Resurrection morning worship at sunrise, followed by breakfast.',
  },
  {
    title: 'Baptism Services',
    text: 'Celebrations of new faith, held throughout the year after worship.',
  },
]

export default async function ServicesPage() {
  const [church, serviceTimes] = await Promise.all([
    getChurchInfo()
      .then(churchFacts)
      .catch(() => FALLBACK_CHURCH),
    siteServiceTimes(),
  ])
  return (
    <>
      <PageHero>
        <Container>
          <h1>Service Times</h1>
          <p>Come worship with us. There is a place for you at Grace Fellowship.</p>
        </Container>
      </PageHero>

      <Section aria-labelledby="schedule-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Every Week</Eyebrow>
            <h2 id="schedule-title">Weekly Schedule</h2>
          </SectionHeader>
          <Grid $min={230}>
            {serviceTimes.map((item) => (
              <ServiceCard key={`${item.day}-${item.time}-${item.service}`}>
                <p className="day">{item.day}</p>
                <p className="time">{item.time}</p>
                <h3>{item.service}</h3>
                {item.note && <p>{item.note}</p>}
              </ServiceCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="expect-title">
        <Container>
          <SectionHeader>
            <Eyebrow>First Time?</Eyebrow>
            <h2 id="expect-title">What to Expect</h2>
          </SectionHeader>
          <IconCards items={EXPECT} accent min={240} />
        </Container>
      </Section>

      <Section aria-labelledby="location-title">
        <Container>
          <TwoColumn $ratio="1fr 1fr">
            <Card>
              <IconCircle>
                <MapPinIcon size={24} />
              </IconCircle>
              <h2 id="location-title" style={{ fontSize: '1.6rem' }}>
                Location
              </h2>
              <p>{church.address}</p>
              <h3>Hours</h3>
              <ScheduleList>
                {HOURS.map((h) => (
                  <div key={h.label}>
                    <dt>{h.label}</dt>
                    <dd>{h.hours}</dd>
                  </div>
                ))}
              </ScheduleList>
            </Card>
            <Card>
              <IconCircle>
                <CalendarIcon size={24} />
              </IconCircle>
              <h2 style={{ fontSize: '1.6rem' }}>Parking & Accessibility</h2>
              <InfoList>
                <li>
                  <CheckIcon size={16} />
                  Free parking in the main lot off Camp Wisdom Road, with overflow parking beside
                  the Fellowship Hall.
                </li>
                <li>
                  <CheckIcon size={16} />
                  Reserved accessible spaces and a covered drop-off at the main entrance.
                </li>
                <li>
                  <CheckIcon size={16} />
                  Step-free entrances, an elevator to the lower level, and wheelchair spaces in the
                  sanctuary.
                </li>
                <li>
                  <CheckIcon size={16} />
                  Large-print bulletins and hearing-assistance devices at the welcome desk.
                </li>
              </InfoList>
            </Card>
          </TwoColumn>
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="special-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Through the Year</Eyebrow>
            <h2 id="special-title">Special Services</h2>
          </SectionHeader>
          <IconCards items={SPECIAL.map((s) => ({ ...s, icon: StarIcon }))} min={240} />
        </Container>
      </Section>

      <Section $tone="navy" aria-labelledby="visit-title">
        <Container>
          <SectionHeader>
            <h2 id="visit-title">Plan Your Visit</h2>
            <p style={{ color: '#ece4d6' }}>
              Let us know you are coming and we will save you a seat and a parking space.
            </p>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/contact" $variant="gold">
              Plan Your Visit
            </ButtonLink>
            <ButtonLink href="/events" $variant="outline-light">
              See Upcoming Events
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
