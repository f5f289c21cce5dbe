import type { Metadata } from 'next'

import { Timeline, TimelineBody, TimelineYear } from '@/ui/site/timeline'
import {
  ButtonLink,
  ButtonRow,
  Container,
  ErrorBanner,
  Eyebrow,
  PageHero,
  Prose,
  Section,
  SectionHeader,
} from '@/ui/site/kit'
import { getChurchHistory } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Our Story',
  description:
    'How a storefront mission in Oak Cliff became Grace Fellowship Baptist Church: our founding in 1961, our move to Camp Wisdom Road, and our legacy today.',
  alternates: { canonical: '/about' },
}

export default async function AboutPage() {
  const history = await loadOrError(getChurchHistory, 'Failed to load church history')
  const founder = history.data?.founder_name ?? 'our founding pastor'
  const founding = history.data?.founding ?? 1961

  return (
    <>
      <PageHero>
        <Container>
          <h1>Our Story</h1>
          <p>Six decades of faith, fellowship and service in the heart of Dallas.</p>
        </Container>
      </PageHero>

      <Section $tone="white" aria-labelledby="founding-title">
        <Container>
          <Prose>
            <Eyebrow>Since {founding}</Eyebrow>
            <h2 id="founding-title">How It Began</h2>
            <p>
              In {founding}, a handful of families in Oak Cliff began meeting in a rented storefront
              on Illinois Avenue. They called themselves Grace Mission. {founder} preached the first
              sermon, from John 3:16, to eleven worshippers, and before the year was out the mission
              was constituted as a Baptist church with 42 charter members.
            </p>
            <h2>A New Home and a New Name</h2>
            <p>
              The congregation grew quickly. In 1963 the church moved to its present home on Camp
              Wisdom Road and took the name Grace Fellowship Baptist Church, a name chosen to say
              that everyone who walks through our doors is welcomed by grace into a family. In 1973
              Grace Fellowship joined the Baptist General Convention of Texas to cooperate in
              missions across the state and around the world.
            </p>
            <h2>Our Legacy Today</h2>
            <p>
              Today Grace Fellowship is a multi-generational family of faith. Grandparents who
              remember the storefront worship beside young families who arrived last month. We still
              open the Bible every Sunday, still pray together every Wednesday, and still serve our
              neighbors in southwest Dallas with the love of Christ.
            </p>
          </Prose>
        </Container>
      </Section>

      <Section aria-labelledby="timeline-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Milestones</Eyebrow>
            <h2 id="timeline-title">Our Journey</h2>
          </SectionHeader>
          {history.error && <ErrorBanner>{history.error}</ErrorBanner>}
          {history.data && (
            <Timeline>
              {history.data.milestones.map((milestone, index) => (
                <li key={index}>
                  <TimelineYear>{milestone.year}</TimelineYear>
                  <TimelineBody>
                    <p>{milestone.event}</p>
                  </TimelineBody>
                </li>
              ))}
            </Timeline>
          )}
        </Container>
      </Section>

      <Section $tone="navy" aria-labelledby="about-next">
        <Container>
          <SectionHeader>
            <h2 id="about-next">Become Part of the Story</h2>
            <p style={{ color: '#ece4d6' }}>
              Visit us this Sunday, learn what we believe, or reach out with any question.
            </p>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/services" $variant="gold">
              Service Times
            </ButtonLink>
            <ButtonLink href="/history" $variant="outline-light">
              What We Believe
            </ButtonLink>
            <ButtonLink href="/contact" $variant="outline-light">
              Contact Us
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
