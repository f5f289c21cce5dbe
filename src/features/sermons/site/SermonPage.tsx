import styled from 'styled-components'

import type { SermonJson } from '@/lib/contract/types'
import { formatLongDate } from '@/lib/format'

import { Card } from '@/ui/site/kit'

const Player = styled.audio`
  width: 100%;
`

/** The sermon's one audio player and its download link; a note when there is no recording. */
export function SermonAudio({ title, audioUrl }: { title: string; audioUrl: string | null }) {
  if (!audioUrl) return <p>The recording of this sermon is not available.</p>
  return (
    <Card $accent>
      <h2 style={{ fontSize: '1.4rem' }}>Listen</h2>
      <Player controls preload="none" src={audioUrl} aria-label={`Listen: ${title}`}>
        <a href={audioUrl}>Download the audio of {title}</a>
      </Player>
      <p style={{ marginTop: '0.75rem' }}>
        <a href={audioUrl} download>
          Download audio<span className="visually-hidden">: {title}</span>
        </a>
      </p>
    </Card>
  )
}

const Pager = styled.nav`
  display: grid;
  gap: 1rem;
  margin-top: 1rem;

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }

  a {
    display: block;
    min-height: 44px;
    padding: 0.9rem 1.1rem;
    border: 1px solid var(--color-border, #d9cfbf);
    border-radius: 10px;
    text-decoration: none;
  }

  a span {
    display: block;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  a strong {
    display: block;
    text-decoration: underline;
  }

  .next {
    grid-column: -2;
    text-align: right;
  }
`

type Neighbour = Pick<SermonJson, 'slug' | 'title' | 'date'> | null

/** Links to the sermon preached before this one and the one after it. */
export function SermonNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  if (!previous && !next) return null
  return (
    <Pager aria-label="More sermons">
      {previous && (
        <a href={`/sermons/${previous.slug}`} rel="prev">
          <span>Previous sermon · {formatLongDate(previous.date)}</span>
          <strong>{previous.title}</strong>
        </a>
      )}
      {next && (
        <a href={`/sermons/${next.slug}`} rel="next" className="next">
          <span>Next sermon · {formatLongDate(next.date)}</span>
          <strong>{next.title}</strong>
        </a>
      )}
    </Pager>
  )
}
