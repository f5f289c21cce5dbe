import { numberedPage, type NumberedPageProps } from '@/server/site/slugPage'

import { EventsListing } from '../../EventsListing'

// Like /events: upcoming moves with the calendar.
export const revalidate = 3600

const route = numberedPage((page) => ({
  title: `Events, page ${page}`,
  description: `Upcoming events at Grace Fellowship Baptist Church, page ${page}.`,
  alternates: { canonical: `/events/page/${page}` },
}))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function EventsPageN(props: NumberedPageProps) {
  return <EventsListing page={await route.number(props)} />
}
