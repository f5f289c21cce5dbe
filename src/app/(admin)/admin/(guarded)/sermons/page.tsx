import type { Metadata } from 'next'

import { SermonsScreen } from '@/components/admin/content/ContentScreens'

export const metadata: Metadata = { title: 'Sermons' }

export default function AdminSermonsPage() {
  return <SermonsScreen />
}
