import type { Metadata } from 'next'

import { NewPasswordScreen } from '@/components/admin/password/NewPasswordScreen'

export const metadata: Metadata = { title: 'Choose Your Password' }

/** The page of an invitation's link: `/admin/set-password?token=...`. */
export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { token } = await searchParams
  return <NewPasswordScreen kind="invitation" token={typeof token === 'string' ? token : ''} />
}
