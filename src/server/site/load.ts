import 'server-only'

import { BuildHasNoDatabase } from '@/platform/payload/client'

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
    logLoadFailure(message, cause)
    return { data: null, error: message }
  }
}

/**
 * Logs a page's failed read, as the spec asks, except during `next build`, where no page has
 * data (src/platform/payload/client.ts) and the build's pages are never served.
 */
export function logLoadFailure(message: string, cause: unknown) {
  if (!(cause instanceof BuildHasNoDatabase)) console.error(message, cause)
}
