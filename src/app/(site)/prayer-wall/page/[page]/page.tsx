import { numberedPage, type NumberedPageProps } from '@/server/site/slugPage'

import { PrayerWallListing } from '@/features/prayer/site/PrayerWallListing'

// Like /prayer-wall: requests leave it as the days pass.
export const revalidate = 3600

const route = numberedPage((page) => ({
  title: `Prayer Wall, page ${page}`,
  description: `Prayer requests shared with the Grace Fellowship church family, page ${page}.`,
  alternates: { canonical: `/prayer-wall/page/${page}` },
}))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata

export default async function PrayerWallPageN(props: NumberedPageProps) {
  return <PrayerWallListing page={await route.number(props)} />
}
