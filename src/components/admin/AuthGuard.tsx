'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect } from 'react'

import { useAuth } from './AuthProvider'
import { Spinner } from '@/ui/admin/Spinner'

/** Every admin screen but login: a spinner while the session is checked, else off to /admin/login. */
export function AuthGuard({ children }: { children: React.ReactNode }) {
  const { loading, isAuthenticated } = useAuth()
  const router = useRouter()

  useEffect(() => {
    if (!loading && !isAuthenticated) router.replace('/admin/login')
  }, [loading, isAuthenticated, router])

  if (loading) return <Spinner label="Checking your sign-in..." fullPage />
  if (!isAuthenticated) return <Spinner label="Redirecting to sign in..." fullPage />
  return <>{children}</>
}
