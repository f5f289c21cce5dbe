/**
 * The production server's admission control (src/platform/http/admission.mjs): a bounded
 * number of requests inside the app, the rest served in arrival order, health checks never
 * waiting (and unhealthy while no slot is free), a full queue answered 503 at once, and a
 * client that stops reading losing its slot.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { limitConcurrency } from '../../../src/platform/http/admission.mjs'

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

  // The health check never waits behind the queue: with no slot free it says so at once.
  const unhealthy = await fetch(`${base}/api/health`)
  expect(unhealthy.status).toBe(503)
  expect(await unhealthy.json()).toMatchObject({ status: 'error', requests: 'busy' })
  expect(order).not.toContain('/api/health')

  while (order.length < 5 || held.length) {
    held.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const results = await Promise.all(answers)
  expect(results.every((r) => r.status === 200)).toBe(true)
  expect(order).toEqual(['/a', '/b', '/c', '/d', '/e'])
  expect(most).toBeLessThanOrEqual(2)
  expect(limited.stats()).toEqual({ active: 0, queued: 0 })

  // With a slot free, the health check goes through to the app.
  const health = fetch(`${base}/api/health`)
  await until(() => order.includes('/api/health'))
  held.pop()?.()
  expect((await health).status).toBe(200)
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

describe('a client that stops reading', () => {
  const BIG = Buffer.alloc(8 * 1024 * 1024, 'x')
  /** Sends a body far larger than the socket buffers; the slow path answers after 300 ms. */
  async function bigAnswers(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.url === '/slow') await new Promise((resolve) => setTimeout(resolve, 300))
    res.end(req.url === '/slow' ? 'done' : BIG)
  }
  const guarded = limitConcurrency(bigAnswers, { max: 1, maxQueue: 5, stalledMs: 100 })
  let other: http.Server
  let port: number

  beforeAll(async () => {
    other = http.createServer(guarded)
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    port = (other.address() as AddressInfo).port
  })
  afterAll(async () => {
    other.closeAllConnections()
    await new Promise((resolve) => other.close(resolve))
  })

  it('loses its slot, and the next visitor is served', async () => {
    const reader = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => reader.once('connect', resolve))
    reader.pause()
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n')
    await until(() => guarded.stats().active === 1)
    const started = Date.now()
    const next = await fetch(`http://127.0.0.1:${port}/slow`)
    expect(await next.text()).toBe('done')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(reader.destroyed || reader.readableEnded || (await closedSoon(reader))).toBe(true)
    reader.destroy()
  })

  it('keeps a response the app is still working on, however long it is silent', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/slow`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('done')
  })
})

/** Whether a socket is closed by the other side within a second. */
function closedSoon(socket: net.Socket) {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 1_000)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
    socket.resume()
  })
}
