/** Calls route handlers the way Next does, with a real Request and a params promise. */
import { randomInt } from 'node:crypto'

type Handler = (req: Request, context: { params: Promise<never> }) => Promise<Response>

export type CallOptions = {
  method?: string
  body?: unknown
  rawBody?: BodyInit
  token?: string
  headers?: Record<string, string>
  params?: Record<string, string>
  /** The client's address (X-Forwarded-For); a fresh one per call unless given. */
  ip?: string
}

/** An address no other call has used, so per-client rate limits never leak between tests. */
export const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? freshIp(),
    ...options.headers,
  }
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
