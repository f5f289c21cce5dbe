import type React from 'react'

import { AuthGuard } from '@/components/admin/AuthGuard'

export default function GuardedAdminLayout({ children }: { children: React.ReactNode }) {
  return <AuthGuard>{children}</AuthGuard>
}
