import type { Metadata } from 'next'

import { RegistrationsScreen } from '@/components/admin/registrations/RegistrationsScreen'

export const metadata: Metadata = { title: 'Registrations' }

export default function AdminRegistrationsPage() {
  return <RegistrationsScreen />
}
