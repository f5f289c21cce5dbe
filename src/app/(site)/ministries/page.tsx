import type { Metadata } from 'next'

import { IconCards } from '@/ui/site/IconCards'
import { MinistryCard } from '@/components/site/MinistryCard'
import { BookIcon, HandsIcon, HeartIcon, MusicIcon, SmileIcon, UsersIcon } from '@/ui/site/icons'
import {
  ButtonLink,
  ButtonRow,
  Card,
  Container,
  EmptyState,
  ErrorBanner,
  Eyebrow,
  Grid,
  IconCircle,
  PageHero,
  Section,
  SectionHeader,
} from '@/ui/site/kit'
import { getMinistries } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Ministries',
  description:
    'Youth, music, children, women’s and men’s fellowship, outreach and Bible study ministries at Grace Fellowship Baptist Church.',
  alternates: { canonical: '/ministries' },
}

const STEPS = [
  { title: 'Visit', text: 'Come to a Sunday service and stop by the welcome desk after worship.' },
  { title: 'Connect', text: 'Meet a ministry leader and ask how you can take part.' },
  { title: 'Serve', text: 'Use your gifts alongside people who will quickly become friends.' },
]

const AREAS = [
  { icon: HeartIcon, title: 'Worship & Arts', text: 'Choirs, praise team, ushers and media.' },
  { icon: BookIcon, title: 'Discipleship', text: 'Sunday School, Bible study and mentoring.' },
  { icon: SmileIcon, title: 'Next Generation', text: 'Nursery, children, youth and college.' },
  { icon: UsersIcon, title: 'Fellowship', text: 'Women’s, men’s and senior adult groups.' },
  {
    icon: HandsIcon,
    title: 'Care & Outreach',
    text: 'Food pantry, visitation and school partners.',
  },
  {
    icon: MusicIcon,
    title: 'Special Events',
    text: 'Concerts, revivals and seasonal celebrations.',
  },
]

export default async function MinistriesPage() {
  const ministries = await loadOrError(getMinistries, 'Failed to load ministries')
  return (
    <>
      <PageHero>
        <Container>
          <h1>Our Ministries</h1>
          <p>There is a place for every age and every gift to grow and serve.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {ministries.error && <ErrorBanner>{ministries.error}</ErrorBanner>}
          {ministries.data && ministries.data.length === 0 && (
            <EmptyState>
              <h2>No Ministries Listed Yet</h2>
              <p>Ministries will appear here once they are added in the admin dashboard.</p>
            </EmptyState>
          )}
          {ministries.data && ministries.data.length > 0 && (
            <Grid $max={3}>
              {ministries.data.map((ministry, index) => (
                <MinistryCard
                  key={ministry.id}
                  ministry={ministry}
                  index={index}
                  showLeader
                  headingLevel={2}
                />
              ))}
            </Grid>
          )}
        </Container>
      </Section>
      <Section $tone="white" aria-labelledby="involved-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Take the Next Step</Eyebrow>
            <h2 id="involved-title">Get Involved</h2>
          </SectionHeader>
          <Grid $min={240} $max={3}>
            {STEPS.map((step, index) => (
              <Card key={step.title} $accent>
                <IconCircle>
                  <strong>{index + 1}</strong>
                </IconCircle>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="areas-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Where You Fit</Eyebrow>
            <h2 id="areas-title">Ministry Areas</h2>
          </SectionHeader>
          <IconCards items={AREAS} min={260} max={3} />
        </Container>
      </Section>
      <Section $tone="navy" aria-labelledby="ministry-cta">
        <Container>
          <SectionHeader>
            <h2 id="ministry-cta">Ready to Serve?</h2>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/contact" $variant="gold">
              Contact Us
            </ButtonLink>
            <ButtonLink href="/services" $variant="outline-light">
              Service Times
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
