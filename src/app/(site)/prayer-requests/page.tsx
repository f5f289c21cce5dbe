import type { Metadata } from 'next'

import { PrayerForm } from '@/features/prayer/site/PrayerForm'
import { HeartIcon, PhoneIcon, ShieldIcon } from '@/ui/site/icons'
import {
  Card,
  Container,
  IconCircle,
  PageHero,
  ScheduleList,
  Section,
  Stack,
  TwoColumn,
} from '@/ui/site/kit'
import { StyledComponentsRegistry } from '@/ui/StyledComponentsRegistry'
import { telHref } from '@/lib/siteContent'
import { getChurchInfo } from '@/server/content/read'
import { churchFacts, FALLBACK_CHURCH } from '@/server/site/fallbacks'
import { sendPrayerRequest } from '@/server/forms/actions'

export const metadata: Metadata = {
  title: 'Prayer Requests',
  description:
    'Share a prayer request with the Grace Fellowship prayer team. We would be honored to pray for you.',
  alternates: { canonical: '/prayer-requests' },
}

const PRAYER_TIMES = [
  { label: 'Prayer Team Meeting', time: 'Sunday 9:30 AM' },
  { label: 'Wednesday Prayer Service', time: '6:30 PM' },
  { label: 'Daily Prayer', time: 'Ongoing' },
]

const cardHeading = { fontSize: '1.35rem' }

export default async function PrayerRequestsPage() {
  const church = await getChurchInfo()
    .then(churchFacts)
    .catch(() => FALLBACK_CHURCH)
  return (
    <>
      <PageHero>
        <Container>
          <h1>Prayer Requests</h1>
          <p>“The effectual fervent prayer of a righteous man availeth much.” James 5:16</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <TwoColumn $ratio="1.6fr 1fr">
            <Card as="section" aria-labelledby="prayer-form-title">
              <h2 id="prayer-form-title">Share Your Prayer Request</h2>
              <p>Fields marked * are required.</p>
              <StyledComponentsRegistry>
                <PrayerForm action={sendPrayerRequest} />
              </StyledComponentsRegistry>
            </Card>
            <Stack>
              <Card as="section" aria-labelledby="about-prayer" $accent>
                <IconCircle>
                  <HeartIcon size={24} />
                </IconCircle>
                <h2 id="about-prayer" style={cardHeading}>
                  About Prayer
                </h2>
                <p>
                  Our prayer team lifts up every request by name. Whatever you are carrying, you do
                  not carry it alone.
                </p>
              </Card>
              <Card as="section" aria-labelledby="prayer-wall-card">
                <h2 id="prayer-wall-card" style={cardHeading}>
                  Prayer Wall
                </h2>
                <p>Read the requests our church family has shared, and let them know you prayed.</p>
                <p>
                  <a href="/prayer-wall">Visit the Prayer Wall</a>
                </p>
              </Card>
              <Card as="section" aria-labelledby="privacy-care">
                <IconCircle>
                  <ShieldIcon size={24} />
                </IconCircle>
                <h2 id="privacy-care" style={cardHeading}>
                  Privacy & Care
                </h2>
                <p>
                  Requests stay private with the pastoral and prayer team unless you choose to share
                  yours with the church prayer list. A shared request shows only your first name and
                  last initial, or “Anonymous”; with your email we send you a link to take it down.
                </p>
              </Card>
              <Card as="section" aria-labelledby="prayer-times">
                <h2 id="prayer-times" style={cardHeading}>
                  Prayer Times
                </h2>
                <ScheduleList>
                  {PRAYER_TIMES.map((t) => (
                    <div key={t.label}>
                      <dt>{t.label}</dt>
                      <dd>{t.time}</dd>
                    </div>
                  ))}
                </ScheduleList>
              </Card>
              <Card as="section" aria-labelledby="urgent-needs">
                <IconCircle>
                  <PhoneIcon size={24} />
                </IconCircle>
                <h2 id="urgent-needs" style={cardHeading}>
                  Urgent Needs
                </h2>
                <p>
                  For an urgent pastoral need, please call us at{' '}
                  <a href={telHref(church.phone)}>{church.phone}</a> or{' '}
                  <a href="/contact">contact us</a> directly.
                </p>
              </Card>
            </Stack>
          </TwoColumn>
        </Container>
      </Section>
    </>
  )
}
