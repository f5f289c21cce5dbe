/**
 * What a visitor's form shows after it was posted without JavaScript (a server action's
 * answer, src/server/forms/actions.ts): how it went, each field's message, and what was typed,
 * so that nothing has to be typed again. With JavaScript the forms post JSON to the API and
 * keep the same state in the browser.
 */
export type PublicFormState = {
  result: 'success' | 'error' | null
  /** Field name → the message to show under it (the API's 422 `errors`). */
  errors?: Record<string, string>
  /** What was sent, to fill the form again after a refusal. */
  values?: Record<string, string | boolean>
}

export const NOT_SENT: PublicFormState = { result: null }
