import type { Metadata } from 'next'

import { EventsScreen } from '@/components/admin/content/ContentScreens'

export const metadata: Metadata = { title: 'Events' }

export default function AdminEventsPage() {
  return <EventsScreen />
}
