'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'

import { AdminPage } from '@/ui/admin/AdminPage'
import { AdminTopBar } from './AdminTopBar'
import { useAuth } from './AuthProvider'
import { mayOpenPath } from './screens'

/**
 * Every signed-in screen: the shared banner, then the screen, or, when the person's roles do
 * not cover it, a plain note in its place. The screen itself is never rendered then, so none of
 * its requests are made.
 */
export function AdminFrame({ children }: { children: React.ReactNode }) {
  const { user } = useAuth()
  const pathname = usePathname() ?? ''
  return (
    <>
      <AdminTopBar />
      {mayOpenPath(user?.roles, pathname) ? children : <NotAvailable />}
    </>
  )
}

function NotAvailable() {
  return (
    <AdminPage title="Not available">
      <p>Your account does not have access to this page. Ask an administrator if you need it.</p>
    </AdminPage>
  )
}
