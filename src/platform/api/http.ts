import 'server-only'

import { randomUUID } from 'node:crypto'

import type { $ZodType, output } from 'zod/v4/core'

import { isDatabaseUnavailable, loggableError } from '@/platform/ops/databaseErrors'
import { getPayloadClient } from '@/platform/payload/client'
import { ApiError, notAuthenticated, parseWith, validationFailed } from './errors'

/** Largest JSON body a route reads (1 MiB); anything bigger is refused with 413. */
export const MAX_JSON_BYTES = 1024 * 1024

/** A JSON answer; API answers are private by default so that no shared cache keeps them. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

/** A JSON answer already serialised (e.g. kept in a cache as text). */
export function jsonText(text: string, status = 200): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export function errorResponse(error: ApiError): Response {
  const body = error.errors
    ? { detail: error.detail, errors: error.errors }
    : { detail: error.detail }
  return json(body, error.status, error.headers)
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i

/**
 * Reads a body as UTF-8 text with a hard size cap: the stream is cut off past the cap,
 * whatever Content-Length claims. Invalid UTF-8 is a 400.
 */
export async function readText(req: Request, maxBytes = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(req.headers.get('content-length') || 0)
  if (declared > maxBytes) throw new ApiError(413, 'Request body is too large')
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, 'Request body is too large')
    }
    chunks.push(value)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new ApiError(400, 'Malformed JSON body')
  }
}

/**
 * Reads a JSON body (at most 1 MiB, strict UTF-8), answering 400 for anything unparsable.
 * The body must be declared JSON: a missing or other `Content-Type` is a 415, so that no page
 * of another site can post here without the browser first asking (a preflight) and being
 * refused; a form or a `text/plain` body needs no such question.
 */
export async function readJson(req: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  requireJsonType(req)
  return parseJson(await readText(req, maxBytes))
}

function requireJsonType(req: Request) {
  const type = req.headers.get('content-type')
  if (!type || !JSON_TYPE.test(type)) {
    throw new ApiError(415, 'Send the body as application/json')
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Malformed JSON body')
  }
}

/**
 * A body that may be left out: none (or an empty one) is validated as `{}`; one that is sent
 * is read as `readBody` reads it.
 */
export async function readOptionalBody<S extends $ZodType>(
  req: Request,
  schema: S,
): Promise<output<S>> {
  const text = await readText(req)
  if (!text.trim()) return parseWith(schema, {})
  requireJsonType(req)
  return parseWith(schema, jsonObject(parseJson(text)))
}

function jsonObject(body: unknown): object {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed([{ field: 'body', message: 'The body must be a JSON object' }])
  }
  return body
}

/** Reads a JSON body that must be an object, then validates it. */
export async function readBody<S extends $ZodType>(req: Request, schema: S): Promise<output<S>> {
  return parseWith(schema, jsonObject(await readJson(req)))
}

export type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (req: Request, params: P) => Promise<Response>

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Wraps a handler: every answer carries `X-Request-Id`; contract refusals become their
 * JSON; Payload's own errors are mapped; anything else is logged with the request id
 * and answered 500 without internals.
 */
export function route<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: Request, context?: RouteContext<P>): Promise<Response> => {
    const incoming = req.headers.get('x-request-id')
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    let response: Response
    try {
      const params = ((await context?.params) ?? {}) as P
      response = await handler(req, params)
    } catch (error) {
      response = await failure(error, req, requestId)
    }
    response.headers.set('X-Request-Id', requestId)
    return response
  }
}

/** One of Payload's errors (APIError and its kin), with the HTTP status Payload gave it. */
export type PayloadError = Error & {
  status: number
  isOperational: boolean
  data?: { errors?: { path?: string; message: string }[] } | null
}

/**
 * Recognises Payload's errors by their shape. A production bundle can hold two copies of
 * Payload's error classes (one per server chunk), so `instanceof` misses them there and a
 * refused login would surface as a 500.
 */
export function asPayloadError(error: unknown): PayloadError | null {
  if (!(error instanceof Error)) return null
  const { status, isOperational } = error as Partial<PayloadError>
  return typeof status === 'number' && typeof isOperational === 'boolean'
    ? (error as PayloadError)
    : null
}

async function failure(error: unknown, req: Request, requestId: string): Promise<Response> {
  if (error instanceof ApiError) return errorResponse(error)
  const payloadError = asPayloadError(error)
  if (payloadError && payloadError.status >= 400 && payloadError.status < 500) {
    const fieldErrors = payloadError.data?.errors
    if (payloadError.status === 400 && Array.isArray(fieldErrors)) {
      const errors = fieldErrors.map((e) => ({ field: e.path ?? '', message: e.message }))
      return errorResponse(validationFailed(errors, errors[0]?.message || 'Invalid request'))
    }
    if (payloadError.status === 404) return errorResponse(new ApiError(404, 'Not found'))
    if (payloadError.status === 401 || payloadError.status === 403) {
      return errorResponse(notAuthenticated())
    }
    return errorResponse(new ApiError(payloadError.status, payloadError.message))
  }
  // Pool exhaustion, a locked SQLite file, or PostgreSQL restarting / refusing connections.
  const busy = isDatabaseUnavailable(error)
  try {
    const payload = await getPayloadClient()
    payload.logger[busy ? 'warn' : 'error']({
      msg: 'API request failed',
      requestId,
      method: req.method,
      path: new URL(req.url).pathname,
      ...loggableError(error),
    })
  } catch {
    console.error('API request failed', requestId, loggableError(error))
  }
  if (busy) {
    // The database was out of reach or every connection stayed taken for the pool's whole
    // wait: an overload or a restart, not a bug. Nothing was stored; the client may retry.
    return errorResponse(
      new ApiError(503, 'The server is busy. Please try again in a moment.', undefined, {
        'Retry-After': '5',
      }),
    )
  }
  return errorResponse(new ApiError(500, 'Internal server error'))
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]
type RouteHandler<P> = (req: Request, context: RouteContext<P>) => Promise<Response>

/**
 * The exports of a route.ts: the given handlers plus a 405 (with `Allow`) for every
 * other method, so that a wrong method never falls through to an HTML page.
 */
export function methods<P = Record<string, never>>(
  handlers: Partial<Record<Method, RouteHandler<P>>>,
): Record<Method, RouteHandler<P>> {
  // Next answers HEAD with the GET handler, so a path with GET takes HEAD too.
  const allow = METHODS.filter((m) => handlers[m])
    .flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]))
    .join(', ')
  const notAllowed = route<P>(async (req) =>
    errorResponse(
      new ApiError(405, `Method ${req.method} is not allowed here`, undefined, { Allow: allow }),
    ),
  )
  return Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<
    Method,
    RouteHandler<P>
  >
}
