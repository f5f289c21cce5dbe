// @ts-check
/**
 * The answers the production server gives itself, to requests that Next cannot take: each
 * would otherwise end as a 500, an empty 400 or a closed connection. Like every error of the
 * site's API, each answer is `{"detail": ...}` JSON, on every path.
 *
 * - A path that does not decode (`%ff`, overlong UTF-8 such as `%c0%ae`): Next fails while
 *   decoding a route's parameters, before any handler runs, and answers 500. Answered 400, as
 *   are a path holding a NUL (`%00`, which no page or record can have) and a target that is
 *   not a path at all (`GET * HTTP/1.1`, which Next answers 500).
 * - A method no route handler can export: TRACE makes Next answer 500 (Next builds a fetch
 *   `Request` for every request, and fetch refuses it); others (PROPFIND, QUERY, ...) get an
 *   empty 400 from Next's route module. Answered 405 with the methods route handlers take.
 * - CONNECT: Node hands it to the server's `connect` listener; without one it closes the socket.
 * - A request Node's parser refuses (an unknown or lowercase method, TRACK, a malformed request
 *   line or header, headers over Node's limit): Node answers a bare 400 or 431.
 *
 * The first two are checked here rather than in a Next proxy (`src/proxy.ts`) because a proxy runs
 * for every request its matcher names: on /api/events it cost a third of the throughput
 * (1,130 against 1,700 requests/s); here they cost a set lookup and, for a path with `%`, a decode.
 */

import { randomUUID } from 'node:crypto'

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('node:stream').Duplex} Socket
 * @typedef {(req: Request, res: Response) => unknown} Handler
 */

const HANDLER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']
const ALLOW = HANDLER_METHODS.join(', ')
const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
}
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The caller's own request id when well formed, as the API's routes keep it; else a new one. */
function requestId(/** @type {Request} */ req) {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** @param {string | undefined} url */
const allowFor = (url) => ((url ?? '').startsWith('/media/') ? 'GET, HEAD' : ALLOW)

/** @param {string} method */
const notAllowed = (method) => JSON.stringify({ detail: `Method ${method} is not allowed here` })

/**
 * Whether the request target is a path (`/…`, not `*` or an absolute URL) that decodes, with
 * no NUL character in it.
 * @param {string} url
 */
function isUsablePath(url) {
  if (!url.startsWith('/')) return false
  const query = url.indexOf('?')
  const path = query < 0 ? url : url.slice(0, query)
  if (!path.includes('%')) return true
  try {
    return !decodeURIComponent(path).includes('\u0000')
  } catch {
    return false
  }
}

/**
 * Odd methods and unusable paths (undecodable, holding a NUL, or not a path: `GET *`)
 * answered before Next sees them.
 * @param {Handler} handle
 * @returns {Handler}
 */
export function refuseMalformedRequests(handle) {
  return (req, res) => {
    const method = req.method ?? ''
    if (!HANDLER_METHODS.includes(method)) {
      res.writeHead(405, {
        ...JSON_HEADERS,
        Allow: allowFor(req.url),
        'X-Request-Id': requestId(req),
      })
      res.end(notAllowed(method))
      return
    }
    if (!isUsablePath(req.url ?? '/')) {
      res.writeHead(400, { ...JSON_HEADERS, 'X-Request-Id': requestId(req) })
      res.end(JSON.stringify({ detail: 'Malformed request path' }))
      return
    }
    return handle(req, res)
  }
}

/**
 * A complete HTTP/1.1 answer for a socket that Node no longer parses.
 * @param {number} status @param {string} reason @param {string} body @param {Record<string, string>} [headers]
 */
function rawAnswer(status, reason, body, headers = {}) {
  const lines = Object.entries({
    ...JSON_HEADERS,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}\r\n${body}`
}

/** @param {Socket} socket @param {string} answer */
function endWith(socket, answer) {
  socket.end(answer)
  // A client that never closes its side does not keep the socket.
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/**
 * The server's `connect` listener: CONNECT is answered 405, not silently dropped.
 * @param {Request} req @param {Socket} socket
 */
export function refuseConnect(req, socket) {
  endWith(socket, rawAnswer(405, 'Method Not Allowed', notAllowed('CONNECT'), { Allow: ALLOW }))
}

/** @type {Record<string, [number, string, string]>} */
const PARSE_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Request body is too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
}

/**
 * The server's `clientError` listener: the statuses Node itself would send, as JSON.
 * @param {Error & { code?: string }} error @param {Socket} socket
 */
export function answerClientError(error, socket) {
  const answerable =
    error.code !== 'ECONNRESET' &&
    socket.writable &&
    /** @type {{ bytesWritten?: number }} */ (socket).bytesWritten === 0
  if (!answerable) {
    socket.destroy()
    return
  }
  const [status, reason, detail] = PARSE_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'Malformed request',
  ]
  endWith(socket, rawAnswer(status, reason, JSON.stringify({ detail })))
}

/**
 * Installs the `connect` and `clientError` listeners on a server whose request handler is
 * `refuseMalformedRequests(...)`.
 * @param {import('node:http').Server} server
 */
export function guardServer(server) {
  server.on('connect', refuseConnect)
  server.on('clientError', answerClientError)
}
