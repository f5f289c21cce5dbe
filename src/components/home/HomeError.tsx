import { Button, Container, ErrorBanner, Section } from '@/ui/site/kit'

import { ReloadButton } from './ReloadButton'

export const HOME_ERROR = 'Failed to load church information. Please try again later.'

/** The home page's failure state: the message and a Try Again button that reloads the page. */
export function HomeError() {
  return (
    <Section>
      <Container>
        <h1 className="visually-hidden">Grace Fellowship Baptist Church</h1>
        <ErrorBanner>{HOME_ERROR}</ErrorBanner>
        <Button as={ReloadButton}>Try Again</Button>
      </Container>
    </Section>
  )
}
