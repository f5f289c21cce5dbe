import type { Metadata } from 'next'

import { StaffScreen } from '@/components/admin/content/ContentScreens'

export const metadata: Metadata = { title: 'Staff' }

export default function AdminStaffPage() {
  return <StaffScreen />
}
