import type { Metadata } from 'next'

import { ContactsScreen } from '@/components/admin/ContactsScreen'

export const metadata: Metadata = { title: 'Contact Messages' }

export default function AdminContactsPage() {
  return <ContactsScreen />
}
