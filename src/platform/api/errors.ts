import { NOT_PERMITTED } from '@/lib/contract/roles'
import { safeParse } from 'zod/mini'
import type { $ZodIssue, $ZodType, output } from 'zod/v4/core'

/**
 * The API's refusals: an error with the contract's `{detail}` (and `errors`) body, thrown by
 * route handlers, hooks and jobs alike, and shaped into a response by `route` (./http.ts).
 * Nothing here needs a request or Payload, so Payload's configuration may use it.
 */

export type FieldError = { field: string; message: string }

/** A refusal with the contract's `{detail}` body; thrown by handlers and shaped by `route`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
  }
}

export const notAuthenticated = () => new ApiError(401, 'Not authenticated')
/** A signed-in person without the role for what they asked. */
export const forbidden = () => new ApiError(403, NOT_PERMITTED)
export const validationFailed = (errors: FieldError[], detail = errors[0]?.message) =>
  new ApiError(422, detail || 'Invalid request', errors)

/**
 * A stored row's id from a path. Ids are whole numbers in both databases (at most 15 digits,
 * always a safe integer); anything else names no row: 404 with `notFound`.
 */
export function rowId(raw: string, notFound: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(404, notFound)
  return Number(raw)
}

/**
 * For a Local API call's `.catch`: Payload's 404 (no such row, or none this person may see)
 * becomes the contract's, named `notFound`; any other error goes on as it was.
 */
export const notFoundAs =
  (notFound: string) =>
  (error: unknown): never => {
    if ((error as { status?: unknown } | null)?.status === 404) throw new ApiError(404, notFound)
    throw error
  }

/** Turns zod issues into the contract's `errors: [{field, message}]`. */
export function zodErrors(error: { issues: $ZodIssue[] }): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }))
}

/** Validates with a zod schema, answering 422 with every failing field. */
export function parseWith<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input)
  if (!result.success) throw validationFailed(zodErrors(result.error))
  return result.data
}
