'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import { LIMITS } from '@/lib/contract/limits'
import { forgotPasswordBody, type ForgotPasswordBody } from '@/lib/contract/schemas'
import { contractResolver } from '@/lib/formResolver'

import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { Button, ButtonLink } from '@/ui/admin/Button'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { SignInCard, SignInLinks } from '../SignInCard'

const ID = 'forgot-username-or-email'

/**
 * Forgot your password: one field, and the server's one answer, the same whether an account
 * matches or not (the email, if any, carries the link to choose a new password).
 */
export function ForgotPasswordScreen() {
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: contractResolver<ForgotPasswordBody>(forgotPasswordBody),
    defaultValues: { username_or_email: '' },
  })
  const error = errors.username_or_email?.message

  const onSubmit = async (values: ForgotPasswordBody) => {
    setMessage(null)
    try {
      const answer = await apiFetch<{ message: string }>('/admin/password/forgot', {
        method: 'POST',
        body: values,
        endSessionOn401: false,
      })
      setMessage({ tone: 'success', text: answer.message })
    } catch (failure) {
      setMessage({
        tone: 'error',
        text: errorDetail(failure) ?? 'The request failed. Please try again.',
      })
    }
  }

  return (
    <SignInCard
      title="Forgot Your Password?"
      lead="Enter your username or email address, and we will email you a link to choose a new password."
    >
      <Alert message={message} />
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field id={ID} label="Username or email" required error={error}>
          <Input
            id={ID}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={LIMITS.contact.email}
            aria-required
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(ID, undefined, error)}
            {...register('username_or_email')}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
          {isSubmitting ? 'Sending...' : 'Email Me a Link'}
        </Button>
      </form>
      <SignInLinks>
        <ButtonLink href="/admin/login" $variant="ghost" $small>
          ← Back to Sign In
        </ButtonLink>
      </SignInLinks>
    </SignInCard>
  )
}
