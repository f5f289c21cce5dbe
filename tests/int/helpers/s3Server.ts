/**
 * A minimal S3-compatible server for tests only: path-style object requests
 * (`/<bucket>/<key>`) kept in memory. PUT, GET (with one `Range: bytes=` range), HEAD and
 * DELETE of an object; anything else is answered 501. Signatures are not checked.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = { body: Buffer; contentType: string; modified: Date; etag: string }

export type FakeS3 = {
  endpoint: string
  /** Objects by "bucket/key". */
  objects: Map<string, StoredObject>
  /** Every request as "METHOD /bucket/key". */
  requests: string[]
  close: () => Promise<void>
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`

function parseRange(header: string | undefined, size: number) {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header)
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid' as const
  const [, from, to] = match
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from)
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start >= size || end < start ? ('invalid' as const) : { start, end }
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>()
  const requests: string[] = []

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test')
    const key = decodeURIComponent(url.pathname.slice(1))
    requests.push(`${req.method} /${key}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const send = (status: number, headers: Record<string, string>, body?: Buffer | string) => {
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const notFound = () =>
      send(404, { 'Content-Type': 'application/xml' }, xmlError('NoSuchKey', 'No such key'))

    if (!key.includes('/') || url.search.replace(/^\?x-id=\w+$/, '') !== '') {
      return send(501, { 'Content-Type': 'application/xml' }, xmlError('NotImplemented', key))
    }
    const object = objects.get(key)
    switch (req.method) {
      case 'PUT': {
        const body = Buffer.concat(chunks)
        const declared = req.headers['content-length']
        if (declared !== undefined && Number(declared) !== body.length) {
          return send(400, {}, xmlError('IncompleteBody', 'Length mismatch'))
        }
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          modified: new Date(Math.floor(Date.now() / 1000) * 1000),
          etag,
        })
        return send(200, { ETag: etag })
      }
      case 'GET':
      case 'HEAD': {
        if (!object) return notFound()
        const headers = {
          'Content-Type': object.contentType,
          ETag: object.etag,
          'Last-Modified': object.modified.toUTCString(),
          'Accept-Ranges': 'bytes',
        }
        const range = parseRange(req.headers.range, object.body.length)
        if (range === 'invalid') {
          return send(416, { 'Content-Type': 'application/xml' }, xmlError('InvalidRange', key))
        }
        if (!range) {
          return send(
            200,
            { ...headers, 'Content-Length': String(object.body.length) },
            object.body,
          )
        }
        const part = object.body.subarray(range.start, range.end + 1)
        return send(
          206,
          {
            ...headers,
            'Content-Length': String(part.length),
            'Content-Range': `bytes ${range.start}-${range.end}/${object.body.length}`,
          },
          part,
        )
      }
      case 'DELETE':
        objects.delete(key)
        return send(204, {})
      default:
        return send(405, {}, xmlError('MethodNotAllowed', String(req.method)))
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
