import type { Metadata } from 'next'

import { PrayerWallListing } from '@/features/prayer/site/PrayerWallListing'

export const metadata: Metadata = {
  title: 'Prayer Wall',
  description:
    'Prayer requests shared with the Grace Fellowship church family. Pray for them and let them know they are not alone.',
  alternates: { canonical: '/prayer-wall' },
}

// Requests leave the wall as the days pass in Dallas: re-render at least hourly.
export const revalidate = 3600

export default function PrayerWallPage() {
  return <PrayerWallListing page={1} />
}
