'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import styled from 'styled-components'

import { errorDetail } from '@/lib/admin/apiClient'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button } from '@/ui/admin/Button'
import { useAuth } from './AuthProvider'

const Section = styled.section`
  /* Clear of the password form's action bar, which reaches into the dialog's padding. */
  margin-top: 2.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${adminTheme.border};
  h3 {
    font-size: 1.05rem;
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0 0 0.9rem;
    color: ${adminTheme.muted};
  }
`

/**
 * The profile's way out of every session at once (a lost phone, a shared computer): every
 * token of this person stops working, this browser's included, and the sign-in page follows.
 */
export function SignOutEverywhere() {
  const { logoutEverywhere } = useAuth()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<AlertMessage | null>(null)

  const signOutEverywhere = async () => {
    setMessage(null)
    setBusy(true)
    try {
      await logoutEverywhere()
      router.push('/admin/login')
    } catch (error) {
      setBusy(false)
      setMessage({
        tone: 'error',
        text: errorDetail(error) ?? 'Failed to sign out everywhere. Please try again.',
      })
    }
  }

  return (
    <Section aria-labelledby="sign-out-everywhere-title">
      <h3 id="sign-out-everywhere-title">Sign out everywhere</h3>
      <p>
        Ends your sessions on every device and browser, this one included. Use it if you signed in
        on a computer that is not yours or lost a phone.
      </p>
      <Alert message={message} />
      <Button $variant="danger" disabled={busy} onClick={signOutEverywhere}>
        {busy ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </Section>
  )
}
