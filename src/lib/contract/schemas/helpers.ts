import { z } from 'zod/mini'

/** Parts that several of the schemas use; not themselves part of the contract. */

/** A whole number typed in a form (`"12"`) or sent as JSON (`12`); blank or null: none. */
export const wholeNumberOrNone = z.transform((value: unknown): unknown => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return null
    return /^-?\d{1,9}$/.test(text) ? Number(text) : value
  }
  return value
})

/** A blank or null founding year (an empty form field) is a missing one, not the year 0. */
export const blankAsMissing = z.transform((value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
)

/** An ISO-8601 instant with its offset (a client's claimed submission time, an audit cursor). */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
