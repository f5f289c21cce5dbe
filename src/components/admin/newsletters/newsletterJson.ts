import { CHURCH_TIME_ZONE, churchInstant, churchWallClock } from '@/lib/churchClock'
import type { NewsletterJson } from '@/lib/contract/types'
import type { NewsletterStatus } from '@/lib/contract/values'

import type { Tone } from '@/ui/admin/adminTheme'

/** GET /api/newsletters?page=N: 20 a page, newest first. */
export type NewsletterPageJson = { items: NewsletterJson[]; page: number; pages: number }

/** GET /api/newsletters/{id}/preview: the email as a subscriber gets it. */
export type NewsletterPreviewJson = {
  subject: string
  preview_text: string | null
  html: string
  text: string
}

export const STATUS_TONES: Record<NewsletterStatus, Tone> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'red',
}

/** A sending or sent newsletter keeps its words (the server answers 409 to a change). */
export const isFinal = (status: NewsletterStatus) => status === 'sending' || status === 'sent'

const dallasLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CHURCH_TIME_ZONE,
})

/** An instant on the church's clock, in words: "Sunday, December 6, 2026 at 9:00 AM". */
export function formatDallasLong(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dallasLong.format(date)
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/**
 * A datetime-local field's value read as Dallas time (`2026-12-06T09:00`), as an ISO instant
 * for `send_at`; null when the value is not a complete date and time.
 */
export function dallasWallClockToIso(value: string): string | null {
  const match = WALL_CLOCK.exec(value)
  if (!match) return null
  const instant = churchInstant(match[1], Number(match[2]), Number(match[3]))
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString()
}

/** A datetime-local value on the church's clock, `minutes` from now. */
export const dallasWallClockIn = (minutes: number, now = new Date()) =>
  churchWallClock(new Date(now.getTime() + minutes * 60_000))
