'use client'

import useSWR from 'swr'

import { churchDate } from '@/lib/churchClock'
import type { EventJson, EventRegistrationJson } from '@/lib/contract/types'
import { formatClosing, seatsLeftText } from '@/lib/eventRegistration'
import { formatClockTime, formatLongDate } from '@/lib/format'

import { AdminPage } from '@/ui/admin/AdminPage'
import { Alert } from '@/ui/admin/Alert'
import { ButtonLink } from '@/ui/admin/Button'
import { Card, CardActions, CardBody, CardGrid, CardMeta, EmptyState } from '@/ui/admin/CardGrid'
import { Spinner } from '@/ui/admin/Spinner'
import { StatusBadge } from '@/ui/admin/StatusBadge'

type RegisteringEvent = EventJson & { registration: EventRegistrationJson }

function EventCards({ events }: { events: RegisteringEvent[] }) {
  return (
    <CardGrid>
      {events.map((event) => (
        <Card key={event.id}>
          <CardBody>
            <h3>{event.title}</h3>
            <CardMeta>
              {formatLongDate(event.date)} · {formatClockTime(event.time)}
            </CardMeta>
            <div>
              <StatusBadge tone={event.registration.seats_left === 0 ? 'yellow' : 'green'}>
                {event.registration.capacity === null
                  ? 'No limit'
                  : `${seatsLeftText(event.registration)} of ${event.registration.capacity}`}
              </StatusBadge>{' '}
              {event.registration.waitlist && <StatusBadge tone="blue">Waiting list</StatusBadge>}
            </div>
            <CardMeta>Closes {formatClosing(event.registration.closes_at)}</CardMeta>
          </CardBody>
          <CardActions>
            <ButtonLink href={`/admin/registrations/${event.id}`} $small>
              Open roster<span className="visually-hidden"> of {event.title}</span>
            </ButtonLink>
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  )
}

/**
 * The events that take registrations, upcoming first, each with its seats left and the way
 * to its roster. Registration is turned on in an event's settings (Events screen, or /cms).
 */
export function RegistrationsScreen() {
  const { data: events, error, isLoading } = useSWR<EventJson[]>('/events')
  const today = churchDate()
  const registering = (events ?? []).filter((e): e is RegisteringEvent => e.registration !== null)
  const upcoming = registering.filter((e) => e.date >= today)
  const past = registering.filter((e) => e.date < today).reverse()

  return (
    <AdminPage
      title="Registrations"
      description="Who is coming to each event: rosters, the waiting list, check-in on the day."
    >
      {error ? (
        <Alert message={{ tone: 'error', text: 'Failed to load events' }} />
      ) : isLoading || !events ? (
        <Spinner />
      ) : registering.length === 0 ? (
        <EmptyState>
          <h2>No events take registrations yet</h2>
          <p>
            Turn on “Take registrations on the event page” in an event’s settings on the Events
            screen.
          </p>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" style={{ fontSize: '1.2rem', margin: '0 0 0.75rem' }}>
              Upcoming
            </h2>
            {upcoming.length ? <EventCards events={upcoming} /> : <p>None.</p>}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-title" style={{ marginTop: '2rem' }}>
              <h2 id="past-title" style={{ fontSize: '1.2rem', margin: '0 0 0.75rem' }}>
                Past
              </h2>
              <EventCards events={past} />
            </section>
          )}
        </>
      )}
    </AdminPage>
  )
}
