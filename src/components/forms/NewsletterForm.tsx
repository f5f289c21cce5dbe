'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { LIMITS, newsletterSchema, type NewsletterValues } from '@/lib/formSchemas'

import { postJson } from './postJson'

const Wrapper = styled.form`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;

  h3 {
    color: var(--white);
    font-size: 1rem;
    margin: 0;
  }

  .names {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.5rem;
  }

  label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.85rem;
    color: #e6dfd2;
  }

  input {
    font: inherit;
    font-size: 0.95rem;
    min-height: 44px;
    padding: 0.5rem 0.7rem;
    border-radius: var(--radius-sm);
    border: 1px solid #6d7793;
    background: #1c2a48;
    color: var(--white);
    width: 100%;
  }

  button {
    min-height: 44px;
    border: 0;
    border-radius: 999px;
    background: var(--gold);
    color: var(--navy-dark);
    font-weight: 700;
    cursor: pointer;
  }

  button:disabled {
    opacity: 0.7;
  }

  [role='status'],
  [role='alert'] {
    margin: 0;
    font-size: 0.9rem;
    font-weight: 600;
  }

  [role='alert'] {
    color: #ffb4b4;
  }

  [role='status'] {
    color: #a6e3b8;
  }
`

/** The footer's newsletter signup; posts to /api/newsletter/subscribe. */
export function NewsletterForm() {
  const [result, setResult] = useState<'success' | 'error' | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { first_name: '', last_name: '', email: '' },
  })
  const firstError = errors.first_name ?? errors.last_name ?? errors.email

  return (
    <Wrapper
      noValidate
      aria-labelledby="newsletter-title"
      onSubmit={handleSubmit(async (values) => {
        setResult(null)
        const ok = await postJson('/api/newsletter/subscribe', values)
        setResult(ok ? 'success' : 'error')
        if (ok) reset()
      })}
    >
      <h3 id="newsletter-title">Get our weekly newsletter</h3>
      <div className="names">
        <label>
          First name
          <input
            type="text"
            autoComplete="given-name"
            maxLength={LIMITS.name}
            {...register('first_name')}
          />
        </label>
        <label>
          Last name
          <input
            type="text"
            autoComplete="family-name"
            maxLength={LIMITS.name}
            {...register('last_name')}
          />
        </label>
      </div>
      <label>
        Email
        <input type="email" autoComplete="email" maxLength={LIMITS.email} {...register('email')} />
      </label>
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Subscribing...' : 'Subscribe'}
      </button>
      {firstError && <p role="alert">{firstError.message}</p>}
      {result === 'success' && <p role="status">Thank you for subscribing!</p>}
      {result === 'error' && (
        <p role="alert">Could not subscribe right now. Please try again later.</p>
      )}
    </Wrapper>
  )
}
