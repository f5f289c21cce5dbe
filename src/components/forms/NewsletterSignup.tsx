'use client'

import { useActionState, useState } from 'react'

import { LIMITS } from '@/lib/contract/limits'
import { NOT_SENT } from '@/lib/formState'
import { newsletterErrors } from '@/lib/newsletterErrors'

import { postJson } from '@/ui/forms/postJson'
import type { PublicFormAction } from '@/ui/forms/usePublicForm'

type Result = { kind: 'success' | 'error'; text: string } | null

const SENT = 'Almost done: check your email and confirm your subscription.'
const NOT_SUBSCRIBED = 'Could not subscribe right now. Please try again later.'

/**
 * The footer's newsletter signup; posts to /api/newsletter/subscribe. It is on every page,
 * so it checks its three fields by hand rather than loading a form library everywhere, and
 * its styles come from the server component around it (NewsletterForm.tsx). Without
 * JavaScript it posts to the page itself (`action`, src/server/forms/actions.ts), which comes
 * back with the same answer.
 */
export function NewsletterSignup({
  className,
  action,
  titleId = 'newsletter-title',
  headingLevel = 3,
}: {
  className?: string
  action: PublicFormAction
  /** The id of the form's heading: unique on the page (the footer's form is on every page). */
  titleId?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [posted, formAction] = useActionState(action, NOT_SENT)
  const [result, setResult] = useState<Result>(null)
  const [sending, setSending] = useState(false)
  const postedResult: Result =
    posted.result === 'success'
      ? { kind: 'success', text: SENT }
      : posted.result === 'error'
        ? { kind: 'error', text: NOT_SUBSCRIBED }
        : posted.errors
          ? { kind: 'error', text: Object.values(posted.errors)[0] }
          : null
  const shown = result ?? postedResult
  const typed = (name: string) => String(posted.values?.[name] ?? '')

  return (
    <form
      className={className}
      action={formAction}
      noValidate
      aria-labelledby={titleId}
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
        setResult(ok ? { kind: 'success', text: SENT } : { kind: 'error', text: NOT_SUBSCRIBED })
      }}
    >
      <Heading id={titleId}>Get our weekly newsletter</Heading>
      <div className="names">
        <label>
          First name
          <input
            name="first_name"
            type="text"
            autoComplete="given-name"
            maxLength={LIMITS.subscriber.first_name}
            defaultValue={typed('first_name')}
          />
        </label>
        <label>
          Last name
          <input
            name="last_name"
            type="text"
            autoComplete="family-name"
            maxLength={LIMITS.subscriber.last_name}
            defaultValue={typed('last_name')}
          />
        </label>
      </div>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.subscriber.email}
          defaultValue={typed('email')}
        />
      </label>
      <button type="submit" disabled={sending}>
        {sending ? 'Subscribing...' : 'Subscribe'}
      </button>
      {shown && <p role={shown.kind === 'success' ? 'status' : 'alert'}>{shown.text}</p>}
    </form>
  )
}
