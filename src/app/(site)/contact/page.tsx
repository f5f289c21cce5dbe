import type { Metadata } from 'next'

import { ContactForm } from '@/components/forms/ContactForm'
import {
  ClockIcon,
  ExternalIcon,
  HeartIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '@/ui/site/icons'
import {
  Card,
  Container,
  InfoList,
  PageHero,
  ScheduleList,
  Section,
  Stack,
  TwoColumn,
} from '@/ui/site/kit'
import { StyledComponentsRegistry } from '@/ui/StyledComponentsRegistry'
import { HOURS, mapLinks, telHref } from '@/lib/siteContent'
import { getChurchInfo } from '@/server/content/read'
import { churchFacts, FALLBACK_CHURCH } from '@/server/site/fallbacks'
import { sendContactMessage } from '@/server/forms/actions'
import { ServiceTimesList } from '@/components/site/ServiceTimesList'
import { siteServiceTimes } from '@/server/site/serviceTimes'

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Contact Grace Fellowship Baptist Church at 4820 Camp Wisdom Road, Dallas, Texas: directions, phone, email and office hours.',
  alternates: { canonical: '/contact' },
}

const cardHeading = { fontSize: '1.35rem' }

export default async function ContactPage() {
  const [church, serviceTimes] = await Promise.all([
    getChurchInfo()
      .then(churchFacts)
      .catch(() => FALLBACK_CHURCH),
    siteServiceTimes(),
  ])
  const maps = mapLinks(church.address)
  return (
    <>
      <PageHero>
        <Container>
          <h1>Contact Us</h1>
          <p>We would love to hear from you. Send a message, call, or come see us on Sunday.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <TwoColumn $ratio="1.6fr 1fr">
            <Card as="section" aria-labelledby="message-title">
              <h2 id="message-title">Send Us a Message</h2>
              <p>Fields marked * are required.</p>
              <StyledComponentsRegistry>
                <ContactForm action={sendContactMessage} />
              </StyledComponentsRegistry>
            </Card>
            <Stack>
              <Card as="section" aria-labelledby="visit-title" $accent>
                <h2 id="visit-title" style={cardHeading}>
                  Visit Us
                </h2>
                <InfoList>
                  <li>
                    <MapPinIcon size={16} />
                    <span>{church.address}</span>
                  </li>
                  <li>
                    <PhoneIcon size={16} />
                    <a href={telHref(church.phone)}>{church.phone}</a>
                  </li>
                  <li>
                    <MailIcon size={16} />
                    <a href={`mailto:${church.email}`}>{church.email}</a>
                  </li>
                </InfoList>
                <h3 style={{ marginTop: '1rem', fontSize: '1.1rem' }}>Hours</h3>
                <ScheduleList>
                  {HOURS.map((h) => (
                    <div key={h.label}>
                      <dt>{h.label}</dt>
                      <dd>{h.hours}</dd>
                    </div>
                  ))}
                </ScheduleList>
              </Card>
              <Card as="section" aria-labelledby="schedule-title">
                <h2 id="schedule-title" style={cardHeading}>
                  Service Schedule
                </h2>
                <ServiceTimesList times={serviceTimes} withDay />
              </Card>
              <Card as="section" aria-labelledby="actions-title">
                <h2 id="actions-title" style={cardHeading}>
                  Quick Actions
                </h2>
                <InfoList>
                  <li>
                    <HeartIcon size={16} />
                    <a href="/prayer-requests">Submit a Prayer Request</a>
                  </li>
                  <li>
                    <ClockIcon size={16} />
                    <a href="/services">View Service Times</a>
                  </li>
                  <li>
                    <HeartIcon size={16} />
                    <a href="/giving">Give Online</a>
                  </li>
                </InfoList>
              </Card>
              <Card as="section" aria-labelledby="find-title">
                <h2 id="find-title" style={cardHeading}>
                  Find Us
                </h2>
                <p>{church.address}</p>
                <InfoList>
                  <li>
                    <ExternalIcon size={16} />
                    <a href={maps.google} target="_blank" rel="noopener noreferrer">
                      Open in Google Maps
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                  <li>
                    <ExternalIcon size={16} />
                    <a href={maps.apple} target="_blank" rel="noopener noreferrer">
                      Open in Apple Maps
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                </InfoList>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
