import type { Metadata } from 'next'

import { RosterScreen } from '@/components/admin/registrations/RosterScreen'

export const metadata: Metadata = { title: 'Event roster' }

export default async function AdminRosterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <RosterScreen eventId={id} />
}
