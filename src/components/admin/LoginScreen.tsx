'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import useSWR from 'swr'

import { contractResolver } from '@/lib/formResolver'
import { loginBody, type LoginBody } from '@/lib/contract/schemas'
import type { LoginHintJson } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert, type AlertMessage } from '@/ui/admin/Alert'
import { useAuth } from './AuthProvider'
import { Button, ButtonAnchor, ButtonLink } from '@/ui/admin/Button'
import { describedBy, Field, Input } from '@/ui/admin/FormField'
import { SignInCard, SignInLinks } from './SignInCard'

const HintBlock = styled.aside`
  margin-top: 1.5rem;
  padding: 0.9rem 1rem;
  border-radius: 8px;
  background: ${adminTheme.tones.blue.background};
  color: ${adminTheme.tones.blue.text};
  font-size: 0.9rem;
  h2 {
    font-size: 0.95rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0.2rem 0;
  }
  code {
    font-size: 0.95rem;
    font-weight: 700;
  }
`

export function LoginScreen() {
  const { login, isAuthenticated, loading } = useAuth()
  const router = useRouter()
  const [message, setMessage] = useState<AlertMessage | null>(null)
  const { data: hint } = useSWR<LoginHintJson>('/admin/login-hint')
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: contractResolver<LoginBody>(loginBody) })

  useEffect(() => {
    if (!loading && isAuthenticated) router.replace('/admin/dashboard')
  }, [loading, isAuthenticated, router])

  const onSubmit = async (values: LoginBody) => {
    setMessage(null)
    const result = await login(values.username, values.password)
    if (result.success) router.push('/admin/dashboard')
    else setMessage({ tone: 'error', text: result.error })
  }

  return (
    <SignInCard title="Admin Sign In" lead="Sign in to manage the church website.">
      <Alert message={message} />
      <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field id="login-username" label="Username" required error={errors.username?.message}>
          <Input
            id="login-username"
            autoComplete="username"
            aria-required
            autoCapitalize="none"
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy('login-username', undefined, errors.username?.message)}
            {...register('username')}
          />
        </Field>
        <Field id="login-password" label="Password" required error={errors.password?.message}>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-required
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy('login-password', undefined, errors.password?.message)}
            {...register('password')}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting} style={{ width: '100%' }}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <SignInLinks>
        <ButtonLink href="/admin/forgot-password" $variant="ghost" $small>
          Forgot your password?
        </ButtonLink>
      </SignInLinks>
      {hint?.username && (
        <HintBlock aria-labelledby="login-hint-title">
          <h2 id="login-hint-title">Default administrator credentials</h2>
          <p>
            Username: <code>{hint.username}</code>
          </p>
          {hint.password && (
            <p>
              Password: <code>{hint.password}</code>
            </p>
          )}
          <p>Please change the password after your first login (Profile on the dashboard).</p>
        </HintBlock>
      )}
      <SignInLinks>
        <ButtonAnchor href="/" $variant="ghost" $small>
          ← Back to Website
        </ButtonAnchor>
      </SignInLinks>
    </SignInCard>
  )
}
