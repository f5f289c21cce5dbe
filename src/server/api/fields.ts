import 'server-only'

import { z } from 'zod'

/**
 * The building blocks of request schemas: trimmed text with the contract's limits and
 * readable messages, so that a 422 tells a person what to fix.
 */

const typeError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${label} is required`
    : `${label} must be text`

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })

/** Optional text: trimmed; empty, null or absent all mean "none" (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null))

const EMAIL_MESSAGE = 'Enter a valid email address'

export const requiredEmail = (label = 'Email') =>
  requiredText(label, 254)
    .pipe(z.email({ error: EMAIL_MESSAGE }))
    .transform((v) => v.toLowerCase())

export const optionalEmail = (label = 'Email') =>
  optionalText(label, 254).pipe(
    z
      .email({ error: EMAIL_MESSAGE })
      .transform((v) => v.toLowerCase())
      .nullable(),
  )

/**
 * A link stored for the site to show: an http(s) URL or a server-relative path such as
 * /media/x.jpg. Anything else (javascript:, data:, //host) is refused.
 */
const isSafeLink = (value: string) => {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
const LINK_MESSAGE = 'Enter an http(s) URL or a /media/... path'

export const requiredLink = (label: string) =>
  requiredText(label, 1000).refine(isSafeLink, { error: LINK_MESSAGE })

export const optionalLink = (label: string) =>
  optionalText(label, 1000).refine((v) => v === null || isSafeLink(v), { error: LINK_MESSAGE })

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDate = (value: string) =>
  CALENDAR_DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value)

export const requiredDate = (label: string) =>
  requiredText(label, 10).refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)` })

export const optionalDate = (label: string) =>
  optionalText(label, 10).refine((v) => v === null || isCalendarDate(v), {
    error: `${label} must be a date (YYYY-MM-DD)`,
  })

export const flag = (label: string) =>
  z.boolean({ error: `${label} must be true or false` }).optional()

export const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })

/** Whole numbers for manual ordering. */
export const optionalSortOrder = z
  .number({ error: 'Sort order must be a number' })
  .int({ error: 'Sort order must be a whole number' })
  .min(-1_000_000)
  .max(1_000_000)
  .optional()

/** Renames accepted aliases (e.g. `meetingTime`) to the stored field before validation. */
export function withAliases(body: unknown, aliases: Record<string, string>): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const [alias, field] of Object.entries(aliases)) {
    if (alias in copy) {
      if (copy[field] === undefined) copy[field] = copy[alias]
      delete copy[alias]
    }
  }
  return copy
}
