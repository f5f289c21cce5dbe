import type { Metadata } from 'next'

import { NewPasswordScreen } from '@/components/admin/password/NewPasswordScreen'

export const metadata: Metadata = { title: 'Choose a New Password' }

/** The page of a reset link: `/admin/reset-password?token=...`. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  return <NewPasswordScreen kind="reset" token={typeof token === 'string' ? token : ''} />
}
