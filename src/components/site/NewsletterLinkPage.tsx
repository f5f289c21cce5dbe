import { Button, ButtonLink, ButtonRow, Container, PageHero, Section } from '@/ui/site/kit'

/**
 * The page an email's newsletter link opens (confirm, unsubscribe): what the link leads to,
 * and, while it asks, the one button that does it (a form posted to the page's server action,
 * so it works without JavaScript). Opening the page changes nothing.
 */
export function NewsletterLinkPage({
  title,
  text,
  button,
  action,
}: {
  title: string
  text: string
  /** The button's label while the link asks; none once it is done or refused. */
  button?: string
  action: () => Promise<void>
}) {
  return (
    <>
      <PageHero>
        <Container>
          <h1>{title}</h1>
        </Container>
      </PageHero>
      <Section $tone="white">
        <Container>
          <p>{button ? `${text} Press the button to go on.` : text}</p>
          <ButtonRow>
            {button && (
              <form action={action}>
                <Button type="submit">{button}</Button>
              </form>
            )}
            <ButtonLink href="/" $variant="secondary">
              Back to the website
            </ButtonLink>
          </ButtonRow>
        </Container>
      </Section>
    </>
  )
}
