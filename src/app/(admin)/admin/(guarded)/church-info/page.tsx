import type { Metadata } from 'next'

import { ChurchInfoScreen } from '@/components/admin/ChurchInfoScreen'

export const metadata: Metadata = { title: 'Church Information' }

export default function AdminChurchInfoPage() {
  return <ChurchInfoScreen />
}
