import { notFound } from 'next/navigation'

import { GalleryBrowser } from '@/components/site/GalleryBrowser'
import { Pagination } from '@/ui/site/Pagination'
import {
  ButtonLink,
  ButtonRow,
  Container,
  ErrorBanner,
  PageHero,
  Section,
  SectionHeader,
} from '@/ui/site/kit'
import { getGalleryPage, withBlurs } from '@/server/content/read'
import { loadOrError } from '@/server/site/load'

/** /gallery and /gallery/page/<n>: the photos newest first, GALLERY_PER_PAGE to a page. */
export async function GalleryListing({ page }: { page: number }) {
  const images = await loadOrError(async () => {
    const found = await getGalleryPage(page)
    return { ...found, items: await withBlurs(found.items, (image) => image.src) }
  }, 'Failed to load gallery images')
  if (page > 1 && images.data && page > images.data.totalPages) notFound()
  const totalPages = images.data?.totalPages ?? 1

  return (
    <>
      <PageHero>
        <Container>
          <h1>Photo Gallery{page > 1 ? `: page ${page}` : ''}</h1>
          <p>Moments of worship, fellowship and service from our church family.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          {images.error && <ErrorBanner>{images.error}</ErrorBanner>}
          {images.data && (
            <GalleryBrowser
              images={images.data.items.map(
                ({ id, src, alt, title, description, category, blur }) => ({
                  id,
                  src,
                  alt,
                  title,
                  description,
                  category,
                  blur,
                }),
              )}
            />
          )}
          <Pagination
            label="Pages of the gallery"
            page={page}
            totalPages={totalPages}
            firstPage="/gallery"
            base="/gallery/page"
            previousText="Newer photos"
            nextText="Older photos"
          />
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
