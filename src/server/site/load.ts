import 'server-only'

/**
 * Runs a page's read and turns a failure into the spec's banner text, logging the cause
 * (the spec asks for both a red banner and a console message).
 */
export async function loadOrError<T>(
  read: () => Promise<T>,
  message: string,
): Promise<{ data: T; error: null } | { data: null; error: string }> {
  try {
    return { data: await read(), error: null }
  } catch (cause) {
    console.error(message, cause)
    return { data: null, error: message }
  }
}
