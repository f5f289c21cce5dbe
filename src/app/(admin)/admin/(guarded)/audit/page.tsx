import type { Metadata } from 'next'

import { AuditScreen } from '@/components/admin/audit/AuditScreen'

export const metadata: Metadata = { title: 'Audit Log' }

export default function AdminAuditPage() {
  return <AuditScreen />
}
