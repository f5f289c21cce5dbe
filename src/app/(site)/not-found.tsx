import { ButtonLink, ButtonRow, Container, PageHero, Section } from '@/ui/site/kit'

export default function SiteNotFound() {
  return (
    <>
      <PageHero>
        <Container>
          <h1>Page Not Found</h1>
          <p>We could not find the page you were looking for, but you are always welcome here.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <ButtonRow $center>
            <ButtonLink href="/">Back to Home</ButtonLink>
            <ButtonLink href="/services" $variant="secondary">
              Service Times
            </ButtonLink>
            <ButtonLink href="/contact" $variant="secondary">
              Contact Us
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
