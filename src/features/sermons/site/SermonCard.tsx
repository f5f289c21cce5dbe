import styled from 'styled-components'

import type { SermonJson } from '@/lib/contract/types'
import { formatLongDate } from '@/lib/format'

import { Meta } from '@/ui/site/cardParts'
import { BookIcon, CalendarIcon, UsersIcon } from '@/ui/site/icons'
import { Card } from '@/ui/site/kit'

export type SermonCardData = Pick<
  SermonJson,
  'id' | 'title' | 'slug' | 'preacher' | 'date' | 'scripture' | 'audio_url'
>

function SermonMeta({ sermon }: { sermon: SermonCardData }) {
  return (
    <Meta>
      <li>
        <UsersIcon size={16} />
        {sermon.preacher}
      </li>
      <li>
        <CalendarIcon size={16} />
        <time dateTime={sermon.date}>{formatLongDate(sermon.date)}</time>
      </li>
      <li>
        <BookIcon size={16} />
        {sermon.scripture}
      </li>
    </Meta>
  )
}

/**
 * A sermon in a list: no player of its own (a page of players that all read 0:00 helps
 * nobody); its title links to the sermon's page, where it plays.
 */
export function SermonCard({
  sermon,
  summary,
  compact = false,
}: {
  sermon: SermonCardData
  summary: string
  compact?: boolean
}) {
  return (
    <Card $accent={!compact}>
      <h3>
        <a href={`/sermons/${sermon.slug}`}>{sermon.title}</a>
      </h3>
      <SermonMeta sermon={sermon} />
      <p>{summary}</p>
    </Card>
  )
}

const Featured = styled(Card)`
  border-top: 4px solid var(--gold);

  .eyebrow {
    margin: 0 0 0.35rem;
    color: var(--burgundy);
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  h2,
  h3 {
    margin-bottom: 0.5rem;
  }

  audio {
    display: block;
    width: 100%;
    margin: 0.75rem 0 0.5rem;
  }
`

/**
 * The latest sermon, featured: on /sermons with its one player, on Home as a compact block
 * linking to its page.
 */
export function FeaturedSermon({
  sermon,
  summary,
  player = true,
  eyebrow = true,
  headingLevel = 2,
}: {
  sermon: SermonCardData
  summary: string
  player?: boolean
  eyebrow?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/sermons/${sermon.slug}`
  return (
    <Featured aria-labelledby="latest-sermon-title">
      {eyebrow && <p className="eyebrow">Latest Sermon</p>}
      <Heading id="latest-sermon-title">
        <a href={href}>{sermon.title}</a>
      </Heading>
      <SermonMeta sermon={sermon} />
      <p>{summary}</p>
      {player && sermon.audio_url && (
        <>
          <audio
            controls
            preload="none"
            src={sermon.audio_url}
            aria-label={`Listen: ${sermon.title}`}
          >
            <a href={sermon.audio_url}>Download the audio of {sermon.title}</a>
          </audio>
          <p style={{ fontSize: '0.9rem' }}>
            <a href={sermon.audio_url} download>
              Download audio<span className="visually-hidden">: {sermon.title}</span>
            </a>
          </p>
        </>
      )}
      {!player && (
        <p>
          <a href={href}>
            Listen to this sermon<span className="visually-hidden">: {sermon.title}</span>
          </a>
        </p>
      )}
    </Featured>
  )
}
