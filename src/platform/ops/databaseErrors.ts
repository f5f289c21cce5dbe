import 'server-only'

/**
 * Errors that mean the database is briefly out of reach (restart, failover, network):
 * the request did not happen and the client may retry, so they are answered 503, not 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'SQLITE_BUSY',
])

const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|SQLITE_BUSY|ECONNREFUSED/i

/** The error and its `cause` chain (drizzle and Payload wrap the driver's error). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = []
  let current = error
  while (current && errors.length < 6 && !errors.includes(current)) {
    errors.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return errors
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)
  })
}

/**
 * What of an error may reach the logs. Drizzle's "Failed query: ... params: ..." message
 * carries the bound values (a prayer request's text, an email address), so a query error
 * is logged by its SQL state and the driver's own message only.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const errors = chain(error)
  const failedQuery = errors.some((e) => e instanceof Error && /^Failed query:/.test(e.message))
  if (!failedQuery) return { err: error }
  const driver = errors.find((e) => !(e instanceof Error && /^Failed query:/.test(e.message)))
  const { code, message } = (driver ?? {}) as { code?: unknown; message?: unknown }
  return {
    err: {
      type: 'DatabaseQueryError',
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : 'query failed',
    },
  }
}
