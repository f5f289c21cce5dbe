import { Container, ErrorBanner, PageHero, Prose, Section } from './ui'

/** A legal page: the text's plain paragraphs, separated by blank lines in the settings. */
export function LegalPage({
  title,
  text,
  error,
}: {
  title: string
  text: string | null
  error?: string
}) {
  const paragraphs = (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <>
      <PageHero>
        <Container>
          <h1>{title}</h1>
        </Container>
      </PageHero>
      <Section $tone="white">
        <Container>
          <Prose>
            {error && <ErrorBanner>{error}</ErrorBanner>}
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </Prose>
        </Container>
      </Section>
    </>
  )
}
