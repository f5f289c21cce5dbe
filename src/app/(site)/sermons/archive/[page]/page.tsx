import { numberedPage, type NumberedPageProps } from '@/server/site/slugPage'

import { SermonsListing } from '@/features/sermons/site/SermonsListing'

// Like /sermons: the archive's window moves with the calendar.
export const revalidate = 3600

const route = numberedPage((page) => ({
  title: `Sermon archive, page ${page}`,
  description: `Older sermons of Grace Fellowship Baptist Church, page ${page}.`,
  alternates: { canonical: `/sermons/archive/${page}` },
}))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function SermonArchivePage(props: NumberedPageProps) {
  return <SermonsListing page={await route.number(props)} />
}
