/** Calls route handlers the way Next does, with a real Request and a params promise. */
import { randomInt } from 'node:crypto'

import { stampClientAddress } from '../../../src/platform/http/clientAddress.mjs'

type Handler = (req: Request, context: { params: Promise<never> }) => Promise<Response>

export type CallOptions = {
  method?: string
  body?: unknown
  rawBody?: BodyInit
  token?: string
  headers?: Record<string, string>
  params?: Record<string, string>
  /**
   * The address the request comes from (the connection's peer, as the server sees it); a
   * fresh one per call unless given. An `x-forwarded-for` in `headers` is sent as well.
   */
  ip?: string
}

/** An address no other call has used, so per-client rate limits never leak between tests. */
export const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`

/**
 * Request headers as the server hands them to Next: with the client's address stamped from
 * the connection's peer `ip` (and TRUST_PROXY), exactly as src/platform/http/clientAddress.mjs
 * does for every request it receives.
 */
export function stampedHeaders(ip: string, headers: Record<string, string> = {}) {
  const node: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) node[name.toLowerCase()] = value
  stampClientAddress({ socket: { remoteAddress: ip }, headers: node })
  return node
}

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const headers = stampedHeaders(options.ip ?? freshIp(), options.headers)
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  const req = new Request(`http://localhost${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as never) })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON a route answered
  return { status: res.status, headers: res.headers, text, json: json as any }
}
