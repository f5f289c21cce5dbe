'use client'

import type React from 'react'
import { SWRConfig } from 'swr'

import { ApiError, swrFetcher } from '@/lib/admin/apiClient'

import { AdminGlobalStyle } from '@/ui/admin/AdminGlobalStyle'
import { AuthProvider } from './AuthProvider'

/** Client-side context of the whole admin: styles, data cache and the signed-in administrator. */
export function AdminProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
        // A refused request (4xx) will not succeed by asking again; a network blip might.
        onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return
          if (retryCount >= 2) return
          setTimeout(() => revalidate({ retryCount }), 2000)
        },
      }}
    >
      <AdminGlobalStyle />
      <AuthProvider>{children}</AuthProvider>
    </SWRConfig>
  )
}
