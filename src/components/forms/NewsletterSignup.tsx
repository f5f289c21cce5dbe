'use client'

import { useState } from 'react'

import { LIMITS } from '@/lib/contract/limits'
import { newsletterErrors } from '@/lib/newsletterErrors'

import { postJson } from './postJson'

type Result = { kind: 'success' | 'error'; text: string } | null

/**
 * The footer's newsletter signup; posts to /api/newsletter/subscribe. It is on every page,
 * so it checks its three fields by hand rather than loading a form library everywhere, and
 * its styles come from the server component around it (NewsletterForm.tsx).
 */
export function NewsletterSignup({ className }: { className?: string }) {
  const [result, setResult] = useState<Result>(null)
  const [sending, setSending] = useState(false)

  return (
    <form
      className={className}
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
            ? {
                kind: 'success',
                text: 'Almost done: check your email and confirm your subscription.',
              }
            : { kind: 'error', text: 'Could not subscribe right now. Please try again later.' },
        )
      }}
    >
      <h3 id="newsletter-title">Get our weekly newsletter</h3>
      <div className="names">
        <label>
          First name
          <input
            name="first_name"
            type="text"
            autoComplete="given-name"
            maxLength={LIMITS.subscriber.first_name}
          />
        </label>
        <label>
          Last name
          <input
            name="last_name"
            type="text"
            autoComplete="family-name"
            maxLength={LIMITS.subscriber.last_name}
          />
        </label>
      </div>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" maxLength={LIMITS.subscriber.email} />
      </label>
      <button type="submit" disabled={sending}>
        {sending ? 'Subscribing...' : 'Subscribe'}
      </button>
      {result && <p role={result.kind === 'success' ? 'status' : 'alert'}>{result.text}</p>}
    </form>
  )
}
