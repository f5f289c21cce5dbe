'use client'

import { useEffect, useRef } from 'react'

/**
 * The two anti-bot signals agreed with the API: a honeypot field named `website` that
 * people never fill, and the moment the form appeared (the server treats a post that comes
 * sooner than 1.5 s after it as a bot's and keeps it in the admin's Spam folder).
 */
export function useAntiBot() {
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  useEffect(() => {
    startedAt.current = Date.now()
  }, [])
  return {
    honeypot,
    fields: () => ({ website: honeypot.current?.value ?? '', form_started_at: startedAt.current }),
  }
}
