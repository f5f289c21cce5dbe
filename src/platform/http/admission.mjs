// @ts-check
/**
 * Admission control for the production server: at most MAX_CONCURRENT_REQUESTS requests are
 * inside Next at once; the rest wait, in arrival order, as idle sockets. Node runs one thread:
 * beyond what it takes to overlap database round trips, more requests in flight only add
 * memory (each holds its render, its query results, its buffers) and make every one of them
 * slower. Waiting costs a socket and a few hundred bytes.
 *
 * Not counted: health checks (a load balancer must get its answer under load), media files and
 * uploads (a slow client could hold a slot for minutes), and Next's static assets.
 * When even the queue is full, the answer is 503 with Retry-After at once.
 *
 * A slot is given back when its response has been sent, or its connection closed. A client
 * that stops reading cannot keep one: when a response has waited STALLED_RESPONSE_SECONDS for
 * the client to take more of it, its connection is closed (a response the app is still
 * working on is left to finish; only one stuck on the client is cut).
 *
 * The health check answers 503 itself, at once, while every slot is taken, so that a load
 * balancer stops sending requests to an instance that cannot take them.
 */

/** Requests inside Next at once. */
export const MAX_CONCURRENT_REQUESTS = Number(process.env.MAX_CONCURRENT_REQUESTS ?? 32)
/** Requests waiting for a slot before new ones are turned away. */
export const MAX_QUEUED_REQUESTS = Number(process.env.MAX_QUEUED_REQUESTS ?? 5000)

/** How long a response may wait for its client to read before the connection is closed. */
export const STALLED_RESPONSE_SECONDS = Number(process.env.STALLED_RESPONSE_SECONDS ?? 30)

const HEALTH = /^\/api\/health(?:\?|$)/
const EXEMPT = /^\/(?:api\/admin\/upload(?:\?|$)|media\/|_next\/static\/)/

const BUSY_DETAIL = 'The server is busy. Please try again in a moment.'

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler
 */

/**
 * Closes the connection of a response that has been waiting `ms` for its client to read.
 * @param {Response} res @param {number} ms
 */
function cutWhenStalled(res, ms) {
  if (ms <= 0) return
  res.setTimeout(ms, () => {
    const socket = res.socket
    const waitingForClient = res.writableNeedDrain || (socket?.writableLength ?? 0) > 0
    if (waitingForClient) res.destroy()
    // Nothing is waiting to be sent: the app is still working on the answer.
    else socket?.setTimeout(ms)
  })
}

/**
 * @param {Handler} handle
 * @param {{ max?: number, maxQueue?: number, stalledMs?: number }} [limits]
 * @returns {Handler & { stats: () => { active: number, queued: number } }}
 */
export function limitConcurrency(
  handle,
  {
    max = MAX_CONCURRENT_REQUESTS,
    maxQueue = MAX_QUEUED_REQUESTS,
    stalledMs = STALLED_RESPONSE_SECONDS * 1000,
  } = {},
) {
  let active = 0
  /** @type {[Request, Response][]} */
  const queue = []

  function admitNext() {
    while (active < max && queue.length > 0) {
      const [req, res] = /** @type {[Request, Response]} */ (queue.shift())
      // A visitor who gave up while waiting is not served.
      if (res.destroyed || req.destroyed) continue
      start(req, res)
    }
  }

  /** @param {Request} req @param {Response} res */
  function start(req, res) {
    active += 1
    let released = false
    const release = () => {
      if (released) return
      released = true
      active -= 1
      admitNext()
    }
    res.once('finish', release)
    res.once('close', release)
    cutWhenStalled(res, stalledMs)
    handle(req, res)
  }

  /** @param {Request} req @param {Response} res */
  function busy(req, res) {
    const api = (req.url ?? '').startsWith('/api/')
    res.statusCode = 503
    res.setHeader('Retry-After', '5')
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', api ? 'application/json' : 'text/plain; charset=utf-8')
    res.end(api ? JSON.stringify({ detail: BUSY_DETAIL }) : BUSY_DETAIL)
  }

  /** @param {Response} res */
  function noFreeSlot(res) {
    res.statusCode = 503
    res.setHeader('Retry-After', '5')
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.end(JSON.stringify({ status: 'error', requests: 'busy', detail: BUSY_DETAIL }))
  }

  /** @type {Handler} */
  const limited = (req, res) => {
    if (HEALTH.test(req.url ?? '')) return active < max ? handle(req, res) : noFreeSlot(res)
    if (EXEMPT.test(req.url ?? '')) return handle(req, res)
    if (active < max) return start(req, res)
    if (queue.length >= maxQueue) return busy(req, res)
    queue.push([req, res])
  }
  return Object.assign(limited, { stats: () => ({ active, queued: queue.length }) })
}
