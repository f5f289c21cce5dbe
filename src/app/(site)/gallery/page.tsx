import type { Metadata } from 'next'

import { GalleryBrowser } from '@/components/site/GalleryBrowser'
import {
  ButtonLink,
  ButtonRow,
  Container,
  ErrorBanner,
  PageHero,
  Section,
  SectionHeader,
} from '@/components/site/ui'
import { getGalleryImages } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Gallery',
  description:
    'Photos of worship, fellowship, youth and community life at Grace Fellowship Baptist Church.',
  alternates: { canonical: '/gallery' },
}

export default async function GalleryPage() {
  const images = await loadOrError(getGalleryImages, 'Failed to load gallery images')
  return (
    <>
      <PageHero>
        <Container>
          <h1>Photo Gallery</h1>
          <p>Moments of worship, fellowship and service from our church family.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {images.error && <ErrorBanner>{images.error}</ErrorBanner>}
          {images.data && (
            <GalleryBrowser
              images={images.data.map(({ id, src, alt, title, description, category }) => ({
                id,
                src,
                alt,
                title,
                description,
                category,
              }))}
            />
          )}
        </Container>
      </Section>
      <Section $tone="navy" aria-labelledby="gallery-cta">
        <Container>
          <SectionHeader>
            <h2 id="gallery-cta">Be Part of the Picture</h2>
          </SectionHeader>
          <ButtonRow $center>
            <ButtonLink href="/contact" $variant="gold">
              Contact Us
            </ButtonLink>
            <ButtonLink href="/events" $variant="outline-light">
              Upcoming Events
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
