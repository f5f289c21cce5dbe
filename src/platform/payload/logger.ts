import { defaultLoggerOptions } from 'payload'
import type { LogFn, Logger, LoggerOptions } from 'pino'

type Reported = {
  err?: { name?: string; message?: string; originalError?: { status?: number } | null }
}

/**
 * Payload logs every error its GraphQL answers carry at error level, stack and all, by the
 * name `GraphQLError`, whatever caused it; its REST API logs a refusal at the level of its
 * cause (`loggingLevels` in payload.config.ts). Here a GraphQL refusal (its cause has a 4xx
 * status, or it has no cause: a query that does not validate) is logged as REST logs one, at
 * info level with its message only, so that refused requests cannot flood the log with stacks.
 * Server faults stay errors.
 */
function quietRefusals(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const err = (args[0] as Reported | undefined)?.err
  if (level >= 50 && err?.name === 'GraphQLError') {
    const status = err.originalError?.status
    if (err.originalError ? typeof status === 'number' && status < 500 : true) {
      this.info({ msg: err.message ?? 'GraphQL request refused' })
      return
    }
  }
  method.apply(this, args)
}

/**
 * Payload's logger: its own format (pretty lines), or JSON lines at `LOG_LEVEL` when that is
 * set (the tests set `warn`), with refusals kept quiet either way.
 */
export function loggerConfig(): {
  options: LoggerOptions
  destination?: typeof defaultLoggerOptions
} {
  const options: LoggerOptions = {
    level: process.env.LOG_LEVEL || 'info',
    hooks: { logMethod: quietRefusals },
  }
  return process.env.LOG_LEVEL ? { options } : { options, destination: defaultLoggerOptions }
}
