'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { LIMITS, newsletterErrors } from '@/lib/formLimits'

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

type Result = { kind: 'success' | 'error'; text: string } | null

/**
 * The footer's newsletter signup; posts to /api/newsletter/subscribe. It is on every page,
 * so it checks its three fields by hand rather than loading a form library everywhere.
 */
export function NewsletterForm() {
  const [result, setResult] = useState<Result>(null)
  const [sending, setSending] = useState(false)

  return (
    <Wrapper
      noValidate
      aria-labelledby="newsletter-title"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = event.currentTarget
        const data = new FormData(form)
        const values = {
          first_name: String(data.get('first_name') ?? '').trim(),
          last_name: String(data.get('last_name') ?? '').trim(),
          email: String(data.get('email') ?? '').trim(),
        }
        const problem = newsletterErrors(values)
        if (problem) return setResult({ kind: 'error', text: problem })
        setSending(true)
        setResult(null)
        const ok = await postJson('/api/newsletter/subscribe', values)
        setSending(false)
        if (ok) form.reset()
        setResult(
          ok
            ? { kind: 'success', text: 'Thank you for subscribing!' }
            : { kind: 'error', text: 'Could not subscribe right now. Please try again later.' },
        )
      }}
    >
      <h3 id="newsletter-title">Get our weekly newsletter</h3>
      <div className="names">
        <label>
          First name
          <input name="first_name" type="text" autoComplete="given-name" maxLength={LIMITS.name} />
        </label>
        <label>
          Last name
          <input name="last_name" type="text" autoComplete="family-name" maxLength={LIMITS.name} />
        </label>
      </div>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" maxLength={LIMITS.email} />
      </label>
      <button type="submit" disabled={sending}>
        {sending ? 'Subscribing...' : 'Subscribe'}
      </button>
      {result && <p role={result.kind === 'success' ? 'status' : 'alert'}>{result.text}</p>}
    </Wrapper>
  )
}
