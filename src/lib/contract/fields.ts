import { z } from 'zod/mini'

import { isCalendarDate, LIMITS } from './limits'
import { isSafeLink, LINK_MESSAGE } from './links'
import { EMAIL_MESSAGE, NUL, nulMessage, requiredMessage } from './messages'

/**
 * The building blocks of the request schemas: trimmed text with the contract's limits and
 * readable messages, so that a 422 (or the form under the field) tells a person what to fix.
 * Written with zod's tree-shakable "mini" build so that the public forms stay light.
 */

const typeError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? requiredMessage(label)
    : `${label} must be text`

const atMost = (label: string, max: number) =>
  z.maxLength(max, `${label} must be at most ${max} characters`)

/** Text without a NUL character, which no field keeps (docs/api.md, "Text"). */
export const withoutNul = (label: string) =>
  z.refine<string>((value) => !value.includes(NUL), nulMessage(label))

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: typeError(label) })
    .check(z.trim(), z.minLength(1, requiredMessage(label)), atMost(label, max), withoutNul(label))

/** Optional text: trimmed; empty, null or absent all mean "none" (null). */
export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim(), atMost(label, max), withoutNul(label)),
    ),
    z.transform((value) => (value ? value : null)),
  )

const emailFormat = z.email({ error: EMAIL_MESSAGE })
const isEmail = (value: string) => emailFormat.safeParse(value).success

export const requiredEmail = (label = 'Email') =>
  z.pipe(
    requiredText(label, LIMITS.contact.email).check(z.refine(isEmail, EMAIL_MESSAGE)),
    z.transform((value) => value.toLowerCase()),
  )

export const optionalEmail = (label = 'Email') =>
  z.pipe(
    optionalText(label, LIMITS.contact.email).check(
      z.refine((value) => value === null || isEmail(value), EMAIL_MESSAGE),
    ),
    z.transform((value) => (value === null ? null : value.toLowerCase())),
  )

export const requiredLink = (label: string, max: number) =>
  requiredText(label, max).check(z.refine(isSafeLink, LINK_MESSAGE))

export const optionalLink = (label: string, max: number) =>
  optionalText(label, max).check(z.refine((v) => v === null || isSafeLink(v), LINK_MESSAGE))

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`

export const requiredDate = (label: string) =>
  requiredText(label, 10).check(z.refine(isCalendarDate, dateMessage(label)))

export const optionalDate = (label: string) =>
  optionalText(label, 10).check(
    z.refine((v) => v === null || isCalendarDate(v), dateMessage(label)),
  )

export const flag = (label: string) =>
  z._default(z.optional(z.boolean({ error: `${label} must be true or false` })), false)

/** One of a value list; `message` replaces the default "must be one of" sentence. */
export const oneOf = <T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  message = `${label} must be one of: ${values.join(', ')}`,
) => z.enum(values as unknown as { [K in T[number]]: K }, { error: message })

/** Whole numbers for manual ordering. */
export const optionalSortOrder = z.optional(
  z
    .number({ error: 'Sort order must be a number' })
    .check(
      z.int({ error: 'Sort order must be a whole number' }),
      z.minimum(LIMITS.sortOrder.min),
      z.maximum(LIMITS.sortOrder.max),
    ),
)

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
