'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch, ApiError, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS } from '@/lib/contract/limits'
import { passwordResetBody, type PasswordResetBody } from '@/lib/contract/schemas'
import { contractResolver } from '@/lib/formResolver'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonLink } from '@/ui/admin/Button'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { SignInCard, SignInLinks } from '../SignInCard'

const SCREENS = {
  invitation: {
    title: 'Choose Your Password',
    lead: 'Welcome! Choose the password you will sign in with.',
  },
  reset: {
    title: 'Choose a New Password',
    lead: 'Choose the new password you will sign in with.',
  },
} as const

const FIELDS = [
  { name: 'new_password', label: 'New Password' },
  { name: 'confirm_password', label: 'Confirm New Password' },
] as const

const MISSING_TOKEN =
  'This link is not complete. Open the link from your email again, or ask for a new one.'

/**
 * The page of an emailed link: an invitation's (`/admin/set-password`) or a reset's
 * (`/admin/reset-password`). The link's token and the new password, twice, go to
 * `POST /api/admin/password/reset`; the link then stops working, and the person signs in.
 */
export function NewPasswordScreen({ kind, token }: { kind: keyof typeof SCREENS; token: string }) {
  const [message, setMessage] = useState<AlertMessage | null>(
    token ? null : { tone: 'error', text: MISSING_TOKEN },
  )
  const [done, setDone] = useState(false)
  const [linkRefused, setLinkRefused] = useState(!token)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetBody>({
    resolver: contractResolver<PasswordResetBody>(passwordResetBody),
    defaultValues: { token, new_password: '', confirm_password: '' },
  })

  const onSubmit = async (values: PasswordResetBody) => {
    setMessage(null)
    try {
      const answer = await apiFetch<{ message: string }>('/admin/password/reset', {
        method: 'POST',
        body: values,
        endSessionOn401: false,
      })
      setDone(true)
      setMessage({ tone: 'success', text: answer.message })
    } catch (failure) {
      setLinkRefused(failure instanceof ApiError && failure.status === 400)
      setMessage({
        tone: 'error',
        text: errorDetail(failure) ?? 'The password could not be set. Please try again.',
      })
    }
  }

  return (
    <SignInCard title={SCREENS[kind].title} lead={SCREENS[kind].lead}>
      <Alert message={message} />
      {!done && !linkRefused && (
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
          <input type="hidden" {...register('token')} />
          {FIELDS.map((field) => {
            const id = `new-password-${field.name}`
            const error = errors[field.name]?.message
            const hint =
              field.name === 'new_password'
                ? `At least ${LIMITS.user.password.min} characters.`
                : undefined
            return (
              <Field
                key={field.name}
                id={id}
                label={field.label}
                required
                hint={hint}
                error={error}
              >
                <Input
                  id={id}
                  type="password"
                  autoComplete="new-password"
                  maxLength={LIMITS.user.password.max}
                  aria-required
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy(id, hint, error)}
                  {...register(field.name)}
                />
              </Field>
            )
          })}
          <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
            {isSubmitting ? 'Saving...' : 'Set Password'}
          </Button>
        </form>
      )}
      <SignInLinks>
        {done ? (
          <ButtonLink href="/admin/login" $small>
            Sign In
          </ButtonLink>
        ) : linkRefused ? (
          <ButtonLink href="/admin/forgot-password" $variant="ghost" $small>
            Ask for a new link
          </ButtonLink>
        ) : null}
        <ButtonLink href="/admin/login" $variant="ghost" $small>
          ← Back to Sign In
        </ButtonLink>
      </SignInLinks>
    </SignInCard>
  )
}
