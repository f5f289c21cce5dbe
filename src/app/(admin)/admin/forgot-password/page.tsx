import type { Metadata } from 'next'

import { ForgotPasswordScreen } from '@/components/admin/password/ForgotPasswordScreen'

export const metadata: Metadata = { title: 'Forgot Your Password' }

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />
}
