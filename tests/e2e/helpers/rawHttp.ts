/**
 * HTTP/1.1 over a bare socket, for requests that fetch refuses to send: any method token,
 * undecodable paths, lowercase methods, broken request lines. One request per connection.
 */
import net from 'node:net'

export type RawAnswer = {
  /** 0 when the server closed the connection without an answer. */
  status: number
  headers: Record<string, string>
  body: string
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

export function parseAnswer(data: Buffer): RawAnswer {
  const headEnd = data.indexOf('\r\n\r\n')
  if (headEnd < 0) return { status: 0, headers: {}, body: data.toString('latin1') }
  const [statusLine, ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const rest = data.subarray(headEnd + 4)
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(rest) : rest
  return { status: Number(statusLine.split(' ')[1]) || 0, headers, body: body.toString('utf8') }
}

/** Sends `request` as is and reads until the server closes the connection. */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { host = '127.0.0.1', timeoutMs = 30_000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = net.connect(port, host)
    const done = () => resolve(parseAnswer(Buffer.concat(chunks)))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('close', done)
    socket.on('error', () => undefined)
    socket.setTimeout(timeoutMs, () => socket.destroy())
    socket.write(request)
  })
}

/** A request line, headers (Host and `Connection: close` unless given) and an optional body. */
export function requestText(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const all: Record<string, string> = { Host: 'localhost', Connection: 'close', ...headers }
  if (body && !Object.keys(all).some((name) => name.toLowerCase() === 'content-length')) {
    all['Content-Length'] = String(Buffer.byteLength(body))
  }
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`)
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body}`
}
