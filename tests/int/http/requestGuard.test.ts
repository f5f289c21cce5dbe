/**
 * What the production server answers itself (src/platform/http/requestGuard.mjs): the requests
 * that Next cannot take get the API's JSON errors, never a 500 or a bare answer.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { rawRequest, requestText } from '../../e2e/helpers/rawHttp'
import { guardServer, refuseMalformedRequests } from '../../../src/platform/http/requestGuard.mjs'

const seen: string[] = []
let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer(
    refuseMalformedRequests((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      res.end('app')
    }),
  )
  guardServer(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const send = (text: string) => rawRequest(port, text, { timeoutMs: 10_000 })

describe('the production server before Next', () => {
  it('answers a path that does not decode, holds a NUL or is not a path with 400 JSON, without reaching the app', async () => {
    for (const path of [
      '/events/a%00b',
      '/sermons/a%00b/opengraph-image',
      '/api/events/%00',
      '*',
      'http://example.org/api/events',
      '/api/events/%ff',
      '/api/%c0%ae',
      '/media/%c0%ae%c0%ae%2fpackage.json',
      '/api/events/%e0%80%af',
      '/api/events/%ed%a0%80',
      '/api/events/%e2%82',
      '/api/%zz',
      '/events/%ff',
      '/cms-api/events/%ff',
    ]) {
      const res = await send(requestText('GET', path))
      expect([path, res.status]).toEqual([path, 400])
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(res.body)).toEqual({ detail: 'Malformed request path' })
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(seen).toEqual([])
  })

  it('answers methods no route takes with 405 JSON and Allow, without reaching the app', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'QUERY', 'M-SEARCH', 'PURGE']) {
      const res = await send(requestText(method, '/api/events'))
      expect([method, res.status]).toEqual([method, 405])
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE')
      expect(JSON.parse(res.body)).toEqual({ detail: `Method ${method} is not allowed here` })
    }
    const media = await send(requestText('TRACE', '/media/a.jpg'))
    expect(media.headers.allow).toBe('GET, HEAD')
    expect(seen).toEqual([])
  })

  it('answers CONNECT with 405 JSON instead of closing the connection', async () => {
    const res = await send(requestText('CONNECT', 'localhost:443', { Host: 'localhost:443' }))
    expect(res.status).toBe(405)
    expect(JSON.parse(res.body)).toEqual({ detail: 'Method CONNECT is not allowed here' })
  })

  it("answers what Node's parser refuses with JSON: lowercase or unknown methods, broken lines", async () => {
    const requests = [
      requestText('get', '/api/events'),
      requestText('post', '/api/contacts', { 'Content-Type': 'application/json' }, '{}'),
      requestText('FOO', '/api/events'),
      requestText('TRACK', '/api/events'),
      'GET /api/events HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/ events HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/events HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'GET /api/events HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      '\u0000\u0001\u0002\r\n\r\n',
    ]
    for (const text of requests) {
      const res = await send(text)
      expect([text, res.status]).toEqual([text, 400])
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(res.body)).toEqual({ detail: 'Malformed request' })
    }
    expect(seen).toEqual([])
  })

  it("answers headers over Node's limit with 431 JSON", async () => {
    const res = await send(requestText('GET', '/api/events', { 'X-Big': 'x'.repeat(20_000) }))
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request headers are too large' })
  })

  it('passes every other request to the app, odd but decodable paths and queries included', async () => {
    const requests = [
      'GET /api/events',
      'POST /api/events',
      'OPTIONS /api/events',
      'HEAD /api/events',
      'DELETE /api/events/1',
      'GET /api/events/%2e%2e%2fpackage.json',
      'GET /media/%f0%9f%92%92',
      'GET /api/contacts?x=%ff',
    ]
    for (const request of requests) {
      const [method, path] = request.split(' ')
      const res = await send(requestText(method, path))
      expect(res.status).toBe(200)
    }
    expect(seen).toEqual(requests)
  })
})
