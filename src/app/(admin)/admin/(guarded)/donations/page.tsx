import type { Metadata } from 'next'

import { DonationsScreen } from '@/components/admin/DonationsScreen'

export const metadata: Metadata = { title: 'Donations' }

export default function AdminDonationsPage() {
  return <DonationsScreen />
}
