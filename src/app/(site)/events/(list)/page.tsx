import type { Metadata } from 'next'

import { EventsListing } from '../EventsListing'

export const metadata: Metadata = {
  title: 'Events',
  description: 'Upcoming and past events at Grace Fellowship Baptist Church in Dallas, Texas.',
  alternates: { canonical: '/events', types: { 'text/calendar': '/events.ics' } },
}

// Which events are upcoming depends on today's date in Dallas: re-render at least hourly.
export const revalidate = 3600

export default function EventsPage() {
  return <EventsListing page={1} />
}
