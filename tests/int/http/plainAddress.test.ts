/**
 * A page asked for with a query string is redirected to its plain address before Next sees it
 * (src/platform/http/plainAddress.mjs); the API, the panels, files and share images keep theirs.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { plainAddressOf } from '../../../src/platform/http/plainAddress.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers,
})

describe('the plain address of a request', () => {
  it('is the path alone for a page asked for with a query string', () => {
    expect(plainAddressOf(get('/events?utm_source=bulletin'))).toBe('/events')
    expect(plainAddressOf(get('/?x=1'))).toBe('/')
    expect(plainAddressOf(get('/events/page/2?a=1&b=2'))).toBe('/events/page/2')
    expect(plainAddressOf({ ...get('/sermons?x=1'), method: 'HEAD' })).toBe('/sermons')
  })

  it('never leaves the site', () => {
    expect(plainAddressOf(get('//evil-host?x=1'))).toBe('/evil-host')
    expect(plainAddressOf(get('/\\evil-host/path?x=1'))).toBe('/evil-host/path')
  })

  it('leaves every other request as it is', () => {
    const untouched = [
      get('/events'),
      get('/events?'),
      get('*?x=1'),
      get('http://church.example/events?x=1'),
      { ...get('/contact?x=1'), method: 'POST' },
      get('/events?_rsc=abc', { rsc: '1' }),
      get('/api/events?limit=5'),
      get('/cms?x=1'),
      get('/cms-api/users?where=1'),
      get('/admin/events?x=1'),
      get('/media/hero.jpg?w=640'),
      get('/_next/static/chunks/main.js?v=1'),
      get('/sermons/feed.xml?x=1'),
      get('/events/potluck/calendar.ics?x=1'),
      get('/opengraph-image-1a2b3c?abc'),
      get('/events/potluck/opengraph-image?abc'),
      get('/icon?abc'),
      get('/apple-icon-9z?abc'),
    ]
    expect(untouched.map(plainAddressOf)).toEqual(untouched.map(() => undefined))
  })
})

/** A Node HTTP server in its own process with the hook installed, answering 'page' itself. */
async function serverWithHook() {
  const hook = path.resolve('src/platform/http/plainAddress.mjs')
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import http from 'node:http'
       import { installPlainAddressRedirect } from ${JSON.stringify(hook)}
       installPlainAddressRedirect()
       installPlainAddressRedirect()
       const server = http.createServer((req, res) => res.end('page ' + req.url))
       server.listen(0, '127.0.0.1', () => console.log(server.address().port))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim())),
  )
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

describe('on a Node server', () => {
  it('redirects before the server sees the request, and passes the rest on', async () => {
    const server = await serverWithHook()
    try {
      const redirected = await fetch(`${server.base}/events?utm_source=x`, { redirect: 'manual' })
      expect(redirected.status).toBe(308)
      expect(redirected.headers.get('location')).toBe('/events')
      expect(await redirected.text()).toBe('')
      const page = await fetch(`${server.base}/events`)
      expect(await page.text()).toBe('page /events')
      const api = await fetch(`${server.base}/api/events?limit=1`)
      expect(await api.text()).toBe('page /api/events?limit=1')
    } finally {
      server.stop()
    }
  })
})
