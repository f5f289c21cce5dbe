import styled from 'styled-components'

import { formatLongDate } from '@/lib/format'
import type { SermonJson } from '@/lib/contract/types'

import { Meta } from './cards'
import { BookIcon, CalendarIcon, UsersIcon } from './icons'
import { Card } from './ui'

const Player = styled.audio`
  width: 100%;
  margin-top: 0.5rem;
`

export type SermonCardData = Pick<
  SermonJson,
  'id' | 'title' | 'preacher' | 'date' | 'scripture' | 'audio_url'
>

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
      <h3>{sermon.title}</h3>
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
      <p>{summary}</p>
      {sermon.audio_url && (
        <>
          <Player
            controls
            preload="none"
            src={sermon.audio_url}
            aria-label={`Listen: ${sermon.title}`}
          >
            <a href={sermon.audio_url}>Download the audio of {sermon.title}</a>
          </Player>
          <p style={{ fontSize: '0.9rem', marginTop: '0.3rem' }}>
            <a href={sermon.audio_url} download>
              Download audio<span className="visually-hidden">: {sermon.title}</span>
            </a>
          </p>
        </>
      )}
    </Card>
  )
}
