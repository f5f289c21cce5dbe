import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import styled from 'styled-components'

import { formatInstantLongDate, instantChurchDate } from '@/lib/format'
import { headingOutline } from '@/lib/richText'

import { legalPageConverters } from './richTextConverters'
import { Container, ErrorBanner, PageHero, Prose, Section } from '@/ui/site/kit'

const Body = styled(Prose)`
  h2 {
    margin: 2rem 0 0.75rem;
    font-size: 1.5rem;
    scroll-margin-top: 6rem;
  }

  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.2rem;
    scroll-margin-top: 6rem;
  }

  ul,
  ol {
    margin: 0 0 1rem;
    padding-left: 1.5rem;
    font-size: 1.1rem;
  }

  li + li {
    margin-top: 0.35rem;
  }

  .updated {
    color: var(--muted);
    font-size: 0.95rem;
  }
`

const Contents = styled.nav`
  margin: 1.5rem 0 2rem;
  padding: 1.25rem 1.5rem;
  border-left: 4px solid var(--gold);
  background: var(--cream, #faf6ef);
  border-radius: var(--radius);

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }

  ol {
    margin: 0;
    padding-left: 1.25rem;
  }

  li {
    padding: 0.2rem 0;
  }

  .level-3 {
    margin-left: 1rem;
  }
`

/**
 * A legal page: its rich text (headings, lists, links) with a table of contents built from the
 * headings and the date it was last updated (Dallas time).
 */
export function LegalPage({
  title,
  body,
  updatedAt,
  error,
}: {
  title: string
  body: unknown
  updatedAt: string | null
  error?: string
}) {
  const outline = headingOutline(body)
  const hasBody = Boolean((body as { root?: unknown } | null)?.root)
  return (
    <>
      <PageHero>
        <Container>
          <h1>{title}</h1>
        </Container>
      </PageHero>
      <Section $tone="white">
        <Container>
          <Body>
            {error && <ErrorBanner>{error}</ErrorBanner>}
            {updatedAt && (
              <p className="updated">
                Last updated:{' '}
                <time dateTime={instantChurchDate(new Date(updatedAt))}>
                  {formatInstantLongDate(updatedAt)}
                </time>
              </p>
            )}
            {outline.length > 1 && (
              <Contents aria-labelledby="contents-title">
                <h2 id="contents-title">On this page</h2>
                <ol>
                  {outline.map((entry) => (
                    <li key={entry.id} className={`level-${entry.level}`}>
                      <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                  ))}
                </ol>
              </Contents>
            )}
            {hasBody && (
              <RichText
                data={body as SerializedEditorState}
                converters={legalPageConverters(outline.map((entry) => entry.id))}
                disableContainer
              />
            )}
          </Body>
        </Container>
      </Section>
    </>
  )
}
