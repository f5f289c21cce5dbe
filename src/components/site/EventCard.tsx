import styled from 'styled-components'

import { dateBadge, formatClockTime, formatLongDate } from '@/lib/format'
import { googleCalendarUrl } from '@/lib/icsCalendar'
import type { EventJson } from '@/lib/contract/types'

import { Meta, SmallLinks } from '@/ui/site/cardParts'
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/ui/site/icons'
import { Card } from '@/ui/site/kit'

/** An event's card: date badge, title linking to its page, when and where, and its description. */

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
