import type { Metadata } from 'next'

import { PeopleScreen } from '@/components/admin/people/PeopleScreen'

export const metadata: Metadata = { title: 'People' }

export default function AdminPeoplePage() {
  return <PeopleScreen />
}
