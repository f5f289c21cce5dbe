import type { Metadata } from 'next'
import type React from 'react'

import { AdminProviders } from '@/components/admin/AdminProviders'
import { StyledComponentsRegistry } from '@/ui/StyledComponentsRegistry'

export const metadata: Metadata = {
  title: { default: 'Church Admin', template: '%s | Church Admin' },
  robots: { index: false, follow: false },
}

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* Every admin screen's <main> has this id. */}
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <StyledComponentsRegistry>
          <AdminProviders>{children}</AdminProviders>
        </StyledComponentsRegistry>
      </body>
    </html>
  )
}
