import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import styled from 'styled-components'

import { NewsletterCardForm } from '@/components/forms/NewsletterForm'
import type { PublicFormAction } from '@/ui/forms/usePublicForm'
import { churchDate } from '@/lib/churchClock'
import { formatClockTime, formatInstantLongDate, formatLongDate } from '@/lib/format'
import type { RichTextPicture } from '@/lib/richText'

import { Meta } from '@/ui/site/cardParts'
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/ui/site/icons'
import { newsletterConverters } from './richTextConverters'
import { buttonStyles, Card, Prose } from '@/ui/site/kit'

/** The pieces of the newsletter archive's pages (/newsletter, /newsletter/<slug>). */

/** The RSS feed of the archive. */
export const NEWSLETTER_FEED = '/newsletter/feed.xml'

/** A sent newsletter as the list shows it. */
export type NewsletterListItem = {
  id: number | string
  subject: string
  slug: string
  sent_at: string
  preview_text: string
}

/** A newsletter's event as the sender kept it (a date as `YYYY-MM-DD` or an instant). */
export type NewsletterEventItem = {
  id: string
  title: string
  slug: string | null
  date: string
  time: string
  location: string
}

/** The Dallas calendar day of a date or an instant, or null when it names none. */
function dallasDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : churchDate(instant)
}

/** When a newsletter went out, in Dallas: "Sent November 24, 2026". */
export function SentDate({ sentAt }: { sentAt: string }) {
  const day = dallasDay(sentAt)
  if (!day) return null
  return (
    <>
      Sent <time dateTime={day}>{formatInstantLongDate(sentAt)}</time>
    </>
  )
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
`

/** The sent newsletters of a page of the archive, newest first. */
export function NewsletterList({
  items,
  labelledBy,
}: {
  items: NewsletterListItem[]
  labelledBy: string
}) {
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id}>
          <Card $accent>
            <h3>
              <a href={`/newsletter/${item.slug}`}>{item.subject}</a>
            </h3>
            <Meta>
              <li>
                <CalendarIcon size={16} />
                <span>
                  <SentDate sentAt={item.sent_at} />
                </span>
              </li>
            </Meta>
            {item.preview_text && <p>{item.preview_text}</p>}
          </Card>
        </li>
      ))}
    </List>
  )
}

const SubscribeShell = styled(Card)`
  && {
    gap: 1rem;
  }

  .feed {
    margin: 0;
    font-size: 0.95rem;
    color: var(--muted);
  }
`

/**
 * The signup beside the archive (the footer's form, on a light card) and the feed's link.
 * Its heading gets its own id: the footer's form is on the same page.
 */
export function NewsletterSubscribe({ action }: { action: PublicFormAction }) {
  return (
    <SubscribeShell as="aside" aria-label="Subscribe to the newsletter">
      <NewsletterCardForm action={action} titleId="newsletter-page-title" headingLevel={2} />
      <p className="feed">
        Prefer a feed reader? Follow the <a href={NEWSLETTER_FEED}>newsletter’s RSS feed</a>.
      </p>
    </SubscribeShell>
  )
}

/**
 * A newsletter's words on its page: paragraphs, headings, lists, pictures and buttons (links
 * drawn with the site's button look, in its `$variant`, primary by default).
 */
export const NewsletterBody = styled(Prose)<{ $variant?: 'primary' }>`
  margin: 0;

  h2 {
    margin: 2rem 0 0.75rem;
    font-size: 1.6rem;
  }

  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.25rem;
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

  .picture {
    display: block;
    position: relative;
    width: 100%;
    margin: 1.5rem auto;
    border-radius: var(--radius-sm);
    overflow: hidden;
  }

  .button {
    display: block;
    margin: 1.5rem 0;
  }

  .button a {
    ${buttonStyles}
  }
`

/** A newsletter's body rendered with the site's converters (src/components/site/richTextConverters). */
export function NewsletterText({
  body,
  pictures,
}: {
  body: unknown
  pictures: Record<string, RichTextPicture>
}) {
  if (!(body as { root?: unknown } | null)?.root) return null
  return (
    <RichText
      data={body as SerializedEditorState}
      converters={newsletterConverters(pictures)}
      disableContainer
    />
  )
}

const EventsSection = styled.section`
  max-width: 760px;

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.6rem;
  }

  > p {
    color: var(--muted);
  }
`

const EventList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;

  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.15rem;
  }
`

/** The upcoming events the newsletter carried, as they were when it went out. */
export function NewsletterEvents({
  events,
  headingId,
}: {
  events: NewsletterEventItem[]
  headingId: string
}) {
  return (
    <EventsSection aria-labelledby={headingId}>
      <h2 id={headingId}>Upcoming Events</h2>
      <p>The events coming up when this newsletter went out.</p>
      <EventList>
        {events.map((event, index) => {
          const day = dallasDay(event.date)
          return (
            <li key={`${event.id}-${index}`}>
              <Card>
                <h3>
                  {event.slug ? <a href={`/events/${event.slug}`}>{event.title}</a> : event.title}
                </h3>
                <Meta>
                  {day && (
                    <li>
                      <CalendarIcon size={16} />
                      <time dateTime={day}>{formatLongDate(day)}</time>
                    </li>
                  )}
                  {event.time && (
                    <li>
                      <ClockIcon size={16} />
                      {formatClockTime(event.time)}
                    </li>
                  )}
                  {event.location && (
                    <li>
                      <MapPinIcon size={16} />
                      {event.location}
                    </li>
                  )}
                </Meta>
              </Card>
            </li>
          )
        })}
      </EventList>
    </EventsSection>
  )
}
