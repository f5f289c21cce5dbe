'use client'

import { type FormEvent, useState } from 'react'

import type { PrayedJson } from '@/lib/contract/types'
import { prayedText } from '@/lib/prayerWall'

import { HeartIcon } from '@/ui/site/icons'

type State = 'idle' | 'sending' | 'prayed' | 'limited' | 'gone' | 'failed'

const NOTES: Partial<Record<State, string>> = {
  prayed: 'Thank you for praying.',
  limited: 'Too many presses from your connection. Please wait a few minutes and try again.',
  gone: 'This request is no longer on the prayer wall.',
  failed: 'That did not go through. Please try again.',
}

/**
 * "I prayed" under a request of the prayer wall. With JavaScript it posts to the API and shows
 * the new count in place; without it, the form posts to the wall's server action (`action`),
 * which counts the same way and returns to the wall at this request. The page itself is cached
 * and the same for everyone: whether this visitor prayed lives only in this component. It
 * renders plain elements; the styles come from PrayerWallCard.tsx on the server.
 */
export function PrayedButton({
  id,
  count,
  page,
  subject,
  action,
}: {
  id: number | string
  count: number
  /** The wall's page the request is on, to come back to without JavaScript. */
  page: number
  /** The request's subject, naming the button for screen readers. */
  subject: string
  action: (formData: FormData) => Promise<void>
}) {
  const [shown, setShown] = useState(count)
  const [state, setState] = useState<State>('idle')
  const done = state === 'prayed'

  const pray = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === 'sending' || done) return
    setState('sending')
    try {
      const response = await fetch(`/api/prayer-wall/${id}/prayed`, { method: 'POST' })
      if (response.ok) {
        setShown(((await response.json()) as PrayedJson).prayed_count)
        setState('prayed')
      } else {
        setState(response.status === 429 ? 'limited' : response.status === 404 ? 'gone' : 'failed')
      }
    } catch {
      setState('failed')
    }
  }

  return (
    <form className="prayed" action={action} onSubmit={pray}>
      <input type="hidden" name="id" value={String(id)} />
      <input type="hidden" name="page" value={String(page)} />
      <button
        type="submit"
        className={done ? 'prayed-button is-done' : 'prayed-button'}
        aria-label={`${done ? 'You prayed' : 'I prayed'} for: ${subject}`}
        aria-disabled={done || state === 'sending' ? 'true' : undefined}
      >
        <HeartIcon size={18} />
        {done ? 'You prayed' : 'I prayed'}
      </button>
      <span className="prayed-count" aria-live="polite">
        {shown > 0 ? prayedText(shown) : 'Be the first to pray'}
      </span>
      <span className="prayed-note" role="status">
        {NOTES[state] ?? ''}
      </span>
    </form>
  )
}
