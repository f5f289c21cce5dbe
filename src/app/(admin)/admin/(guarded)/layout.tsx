import type React from 'react'

import { AdminFrame } from '@/components/admin/AdminFrame'
import { AuthGuard } from '@/components/admin/AuthGuard'

export default function GuardedAdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthGuard>
      <AdminFrame>{children}</AdminFrame>
    </AuthGuard>
  )
}
