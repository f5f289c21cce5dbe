import type { AfterErrorHook } from 'payload'

/**
 * PostgreSQL's answers that mean "these values do not fit": class 22 (data exceptions, such
 * as `invalid input syntax for type integer` for an id of `x`), 42883 (no such operator, such
 * as `like` against a date) and 42804 (a value of the wrong type).
 */
const POSTGRES_REFUSALS = /^(22[0-9A-Z]{3}|42883|42804)$/

/**
 * SQLite's client refuses to bind what Payload made of such a value (an id of `x` becomes
 * NaN, a date of `%` becomes undefined) before the query runs.
 */
const SQLITE_REFUSALS = /cannot be passed as argument|can be passed as arguments/

/** Whether a database error, or one it wraps, says the request's values do not fit. */
function refusedInput(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && POSTGRES_REFUSALS.test(code)) return true
    if (
      (cause instanceof RangeError || cause instanceof TypeError) &&
      typeof message === 'string' &&
      SQLITE_REFUSALS.test(message)
    ) {
      return true
    }
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

export const REFUSED_INPUT_MESSAGE =
  'The request compares or stores a value that does not fit its field (a number, a date, an id)'

/**
 * Payload's REST and GraphQL build their queries from what the client sends (`where`
 * operators, ids, values); Payload checks the paths but not every operator against every field
 * type, so PostgreSQL is the one to refuse `?where[createdAt][like]=x` or `DELETE
 * /cms-api/events/x`, and Payload would answer that refusal 500. It is the client's input, not
 * a fault of the server: answered 400, in Payload's error shape.
 */
export const answerRefusedInput: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!refusedInput(error)) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: REFUSED_INPUT_MESSAGE } }
  return { status: 400, response: { errors: [{ message: REFUSED_INPUT_MESSAGE }] } }
}
