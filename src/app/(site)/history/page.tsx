import type { Metadata } from 'next'

import { Pillar, Scripture } from '@/ui/site/timeline'
import {
  ButtonLink,
  ButtonRow,
  Container,
  Eyebrow,
  Grid,
  PageHero,
  Prose,
  Section,
  SectionHeader,
} from '@/ui/site/kit'

export const metadata: Metadata = {
  title: 'What We Believe',
  description:
    'Grace Fellowship is a Word-centered, cooperating, praise-centered and soul-winning Baptist church in Dallas, Texas.',
  alternates: { canonical: '/history' },
}

const PILLARS = [
  {
    title: 'Word-Centered',
    text: 'The Bible is the inspired, trustworthy Word of God. It shapes our preaching, our teaching and our daily lives.',
  },
  {
    title: 'Cooperating',
    text: 'We join hands with Texas Baptists and churches around the world, because together we reach further than alone.',
  },
  {
    title: 'Praise-Centered',
    text: 'We gather to glorify God with joyful singing, heartfelt prayer and lives offered in worship.',
  },
  {
    title: 'Soul-Winning',
    text: 'We share the good news of Jesus Christ with our neighbors, in Dallas and to the ends of the earth.',
  },
]

const SCRIPTURES = [
  {
    text: 'All scripture is given by inspiration of God, and is profitable for doctrine, for reproof, for correction, for instruction in righteousness.',
    reference: '2 Timothy 3:16',
  },
  {
    text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    reference: 'John 3:16',
  },
  {
    text: 'Go ye therefore, and teach all nations, baptizing them in the name of the Father, and of the Son, and of the Holy Ghost.',
    reference: 'Matthew 28:19',
  },
  {
    text: 'Let every thing that hath breath praise the LORD. Praise ye the LORD.',
    reference: 'Psalm 150:6',
  },
]

export default function HistoryPage() {
  return (
    <>
      <PageHero>
        <Container>
          <h1>What We Believe</h1>
          <p>The convictions that have guided Grace Fellowship since 1961.</p>
        </Container>
      </PageHero>

      <Section $tone="white" aria-labelledby="purpose-title">
        <Container>
          <Prose style={{ textAlign: 'center' }}>
            <Eyebrow>Our Divine Purpose</Eyebrow>
            <h2 id="purpose-title">Called Together for God’s Glory</h2>
            <p>
              We believe God called Grace Fellowship into being for a divine purpose: to glorify Him
              by making disciples of Jesus Christ. Everything we do, from Sunday worship to a meal
              delivered on a Tuesday, flows from that calling.
            </p>
          </Prose>
        </Container>
      </Section>

      <Section aria-labelledby="pillars-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Four Pillars</Eyebrow>
            <h2 id="pillars-title">The Foundations of Our Church</h2>
          </SectionHeader>
          <Grid $min={240}>
            {PILLARS.map((pillar, index) => (
              <Pillar key={pillar.title}>
                <span className="number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>
                  <span className="visually-hidden">{index + 1}. </span>
                  {pillar.title}
                </h3>
                <p>{pillar.text}</p>
              </Pillar>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="scripture-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Rooted in Scripture</Eyebrow>
            <h2 id="scripture-title">Key Scriptures</h2>
          </SectionHeader>
          <Grid $min={320}>
            {SCRIPTURES.map((s) => (
              <Scripture key={s.reference}>
                <blockquote>{s.text}</blockquote>
                <figcaption>{s.reference}</figcaption>
              </Scripture>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tone="navy" aria-labelledby="believe-next">
        <Container>
          <SectionHeader>
            <h2 id="believe-next">Grow in Faith With Us</h2>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/services" $variant="gold">
              Join Us for Worship
            </ButtonLink>
            <ButtonLink href="/about" $variant="outline-light">
              Read Our Story
            </ButtonLink>
            <ButtonLink href="/contact" $variant="outline-light">
              Ask a Question
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
