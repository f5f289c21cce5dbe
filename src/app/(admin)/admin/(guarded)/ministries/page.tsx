import type { Metadata } from 'next'

import { MinistriesScreen } from '@/components/admin/content/ContentScreens'

export const metadata: Metadata = { title: 'Ministries' }

export default function AdminMinistriesPage() {
  return <MinistriesScreen />
}
