import styled from 'styled-components'

import { dateBadge, formatClockTime, formatLongDate } from '@/lib/format'
import { googleCalendarUrl } from '@/lib/icsCalendar'
import { ministryStyle, type MinistryIcon } from '@/lib/ministryStyle'
import type { EventJson, MinistryJson } from '@/lib/contract/types'

import {
  BookIcon,
  CalendarIcon,
  ChurchIcon,
  ClockIcon,
  HandsIcon,
  MapPinIcon,
  MusicIcon,
  SmileIcon,
  UsersIcon,
} from './icons'
import { Card, Grid, IconCircle } from './ui'

export type EventCardData = Pick<
  EventJson,
  'id' | 'title' | 'slug' | 'date' | 'time' | 'location' | 'description'
>

// The cards render on the server, where each styled component's rules sit in a <style> tag
// before its first use; a plain Card's tag can come later in the page, so the overrides of a
// Card use && to outrank it.
// On a phone the date badge sits beside the title and the details, and the description takes
// the card's full width below them; from 640px the badge has a column of its own.
const EventShell = styled(Card)`
  && {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'badge head'
      'body body';
    gap: 0.9rem 1rem;
    align-items: start;
    padding: 1.25rem;

    @media (min-width: 640px) {
      padding: 1.75rem;
      grid-template-areas:
        'badge head'
        'badge body';
      gap: 0 1.1rem;
    }
  }

  .event-head {
    grid-area: head;
  }

  .event-head > :last-child {
    margin-bottom: 0;
  }

  .event-body {
    grid-area: body;
  }

  @media (min-width: 640px) {
    .event-head > :last-child {
      margin-bottom: 0.6rem;
    }
  }
`

const DateBadge = styled.div<{ $past?: boolean }>`
  grid-area: badge;
  width: 68px;
  border-radius: var(--radius-sm);
  overflow: hidden;
  text-align: center;
  box-shadow: var(--shadow);
  background: var(--white);

  span {
    display: block;
  }

  span:first-child {
    background: ${({ $past }) => ($past ? '#5c534c' : 'var(--burgundy)')};
    color: var(--white);
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    padding: 0.2rem 0;
  }

  span:last-child {
    font-family: var(--font-serif);
    font-size: 1.7rem;
    font-weight: 700;
    color: var(--navy);
    padding: 0.15rem 0 0.3rem;
  }
`

/** The icon-and-text details under a card's title (date, time, place). */
export const Meta = styled.ul`
  list-style: none;
  margin: 0 0 0.6rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: var(--muted);
  font-size: 0.95rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }

  svg {
    color: var(--burgundy);
  }
`

export const SmallLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0.4rem 0 0;
  font-size: 0.92rem;
  font-weight: 600;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`

export function EventCard({
  event,
  description,
  past = false,
  headingLevel = 3,
  showCalendarLinks = false,
}: {
  event: EventCardData
  description?: string
  past?: boolean
  headingLevel?: 2 | 3
  showCalendarLinks?: boolean
}) {
  const badge = dateBadge(event.date)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <EventShell $accent={!past}>
      <DateBadge $past={past} aria-hidden="true">
        <span>{badge.month}</span>
        <span>{badge.day}</span>
      </DateBadge>
      <div className="event-head">
        <Heading>
          <a href={`/events/${event.slug}`}>{event.title}</a>
        </Heading>
        <Meta>
          <li>
            <CalendarIcon size={16} />
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </li>
          <li>
            <ClockIcon size={16} />
            {formatClockTime(event.time)}
          </li>
          <li>
            <MapPinIcon size={16} />
            {event.location}
          </li>
        </Meta>
      </div>
      <div className="event-body">
        <p>{description ?? event.description}</p>
        {showCalendarLinks && (
          <SmallLinks>
            <a href={`/events/${event.slug}/calendar.ics`}>
              Add to calendar<span className="visually-hidden">: {event.title}</span>
            </a>
            <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              Google Calendar
              <span className="visually-hidden">: {event.title} (opens in a new tab)</span>
            </a>
          </SmallLinks>
        )}
      </div>
    </EventShell>
  )
}

export type MinistryCardData = Pick<
  MinistryJson,
  'id' | 'name' | 'description' | 'leader' | 'meeting_time'
>

const ICONS: Record<MinistryIcon, typeof BookIcon> = {
  youth: SmileIcon,
  music: MusicIcon,
  children: SmileIcon,
  fellowship: UsersIcon,
  outreach: HandsIcon,
  bible: BookIcon,
  church: ChurchIcon,
}

const MinistryShell = styled(Card)<{ $colour: string }>`
  && {
    border-top: 4px solid ${({ $colour }) => $colour};
  }

  h2 {
    font-size: 1.3rem;
    margin-bottom: 0.35rem;
  }
`

export function MinistryCard({
  ministry,
  index,
  showLeader = false,
  headingLevel = 3,
}: {
  ministry: MinistryCardData
  index: number
  showLeader?: boolean
  /** 2 where the cards sit right under the page's title, with no section heading between. */
  headingLevel?: 2 | 3
}) {
  const { icon, colour } = ministryStyle(ministry.name, index)
  const Icon = ICONS[icon]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <MinistryShell $colour={colour.foreground} data-icon={icon} data-colour={colour.name}>
      <IconCircle $bg={colour.background} $fg={colour.foreground}>
        <Icon size={26} />
      </IconCircle>
      <Heading>{ministry.name}</Heading>
      <p>{ministry.description}</p>
      {showLeader && ministry.leader && (
        <p>
          <strong>Leader:</strong> {ministry.leader}
        </p>
      )}
      <Meta>
        <li>
          <ClockIcon size={16} />
          {ministry.meeting_time}
        </li>
      </Meta>
    </MinistryShell>
  )
}

export type IconCardItem = {
  icon: (props: { size?: number }) => React.ReactElement
  title: string
  text: string
}

/** A grid of cards, each an icon over a title and a line or two of text. */
export function IconCards({
  items,
  accent = false,
  iconSize = 24,
  min,
  max,
}: {
  items: readonly IconCardItem[]
  /** The gold top border of cards that lead a page's story. */
  accent?: boolean
  iconSize?: number
  /** Narrowest column and most columns, as `Grid` takes them. */
  min?: number
  max?: number
}) {
  return (
    <Grid $min={min} $max={max}>
      {items.map(({ icon: Icon, title, text }) => (
        <Card key={title} $accent={accent}>
          <IconCircle>
            <Icon size={iconSize} />
          </IconCircle>
          <h3>{title}</h3>
          <p>{text}</p>
        </Card>
      ))}
    </Grid>
  )
}
