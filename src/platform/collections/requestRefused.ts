import { APIError } from 'payload'

/**
 * A request refused for what the client sent (a 4xx: too many sign-ins, a file of the wrong
 * kind or size). The client gets the message; the server's log records it at info level, as
 * Payload records its own validation errors (`loggingLevels` in payload.config.ts), because
 * nothing went wrong on the server.
 */
export class RequestRefused extends APIError {
  constructor(message: string, status: number, data: Record<string, unknown> | null = null) {
    super(message, status, data, true)
    // Named in full: a production build shortens class names.
    this.name = REQUEST_REFUSED
  }
}

export const REQUEST_REFUSED = 'RequestRefused'
