import type { Metadata } from 'next'

import { PrayerRequestsScreen } from '@/features/prayer/admin/PrayerRequestsScreen'

export const metadata: Metadata = { title: 'Prayer Requests' }

export default function AdminPrayerRequestsPage() {
  return <PrayerRequestsScreen />
}
