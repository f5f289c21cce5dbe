/**
 * The production server's admission control (src/server/http/admission.mjs): a bounded
 * number of requests inside the app, the rest served in arrival order, health checks never
 * waiting, a full queue answered 503 at once.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { limitConcurrency } from '../../../src/server/http/admission.mjs'

let inside = 0
let most = 0
const order: string[] = []
const held: (() => void)[] = []

/** Holds every request until the test lets it go; records concurrency and order. */
function slowApp(req: http.IncomingMessage, res: http.ServerResponse) {
  inside += 1
  most = Math.max(most, inside)
  order.push(req.url ?? '')
  held.push(() => {
    inside -= 1
    res.end('ok')
  })
}

const limited = limitConcurrency(slowApp, { max: 2, maxQueue: 3 })
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer(limited)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  while (held.length) held.shift()?.()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5))
}

it('lets at most max requests in, serves the rest in order, and turns away a full queue', async () => {
  const answers = ['/a', '/b', '/c', '/d', '/e'].map((path) =>
    fetch(`${base}${path}`).then(async (res) => ({ path, status: res.status })),
  )
  await until(() => limited.stats().active === 2 && limited.stats().queued === 3)
  expect(order).toEqual(['/a', '/b'])

  // The queue is full: the next request is answered at once, as JSON on the API.
  const busy = await fetch(`${base}/api/events`)
  expect(busy.status).toBe(503)
  expect(busy.headers.get('retry-after')).toBe('5')
  expect(await busy.json()).toEqual({ detail: 'The server is busy. Please try again in a moment.' })
  const busyPage = await fetch(`${base}/events`)
  expect(busyPage.status).toBe(503)
  expect(await busyPage.text()).toBe('The server is busy. Please try again in a moment.')

  // The health check never waits behind the queue.
  const health = fetch(`${base}/api/health`)
  await until(() => order.includes('/api/health'))
  held.pop()?.()
  expect((await health).status).toBe(200)

  while (order.length < 6 || held.length) {
    held.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const results = await Promise.all(answers)
  expect(results.every((r) => r.status === 200)).toBe(true)
  expect(order.filter((p) => p !== '/api/health')).toEqual(['/a', '/b', '/c', '/d', '/e'])
  expect(most).toBeLessThanOrEqual(3) // two counted, plus the exempt health check
  expect(limited.stats()).toEqual({ active: 0, queued: 0 })
})

it('does not serve a request whose client left while it waited', async () => {
  order.length = 0
  const first = [fetch(`${base}/one`), fetch(`${base}/two`)]
  await until(() => limited.stats().active === 2)
  const controller = new AbortController()
  const gone = fetch(`${base}/gone`, { signal: controller.signal }).catch(() => 'aborted')
  const kept = fetch(`${base}/kept`)
  await until(() => limited.stats().queued === 2)
  controller.abort()
  expect(await gone).toBe('aborted')
  await new Promise((resolve) => setTimeout(resolve, 50))
  while (order.length < 3 || held.length) {
    held.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  await Promise.all([...first, kept])
  expect(order).toEqual(['/one', '/two', '/kept'])
})
