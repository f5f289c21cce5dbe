// @ts-check
/**
 * The production server (`npm start`): Next's request handler behind the page front of
 * ./pageCache.mjs (per-page script hashes in the Content-Security-Policy, cached pages) and
 * the admission control of ./admission.mjs (a bounded number of requests inside Next), with
 * each request's client address decided by ./clientAddress.mjs.
 *
 *   node src/platform/http/start.mjs [-p PORT] [-H HOST]     (defaults: $PORT or 3000, $HOSTNAME or 0.0.0.0)
 *
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then exit
 * through `process.exit(143)`, where src/platform/ops/lifecycle.ts closes the database.
 */
import http from 'node:http'

import { stopWatching } from '../cache/nextCache.mjs'
import { requireSettings } from '../payload/requiredSettings.mjs'
import { limitConcurrency } from './admission.mjs'
import { claimClientAddressStamp, stampClientAddress } from './clientAddress.mjs'
import { listenOrExit } from './listen.mjs'
import { createPageHandler } from './pageCache.mjs'
import { installPlainAddressRedirect } from './plainAddress.mjs'
import { guardServer, refuseMalformedRequests } from './requestGuard.mjs'

process.env.NODE_ENV ??= 'production'

// A production server checks every setting it needs before it listens; without one it stops
// here, naming all that are missing.
requireSettings()

/** @param {string} flag */
function argument(flag) {
  const index = process.argv.indexOf(flag)
  return index > 0 ? process.argv[index + 1] : undefined
}

const port = Number(argument('-p') ?? process.env.PORT ?? 3000)
const hostname = argument('-H') ?? process.env.HOSTNAME ?? '0.0.0.0'

// Every request handed to Next carries the client's address (the socket's peer, or what
// TRUST_PROXY allows), stamped below; a TRUST_PROXY that cannot be read stops the start here.
claimClientAddressStamp()
// A page asked for with a query string is redirected to its plain address before the front
// and Next see it (./plainAddress.mjs).
installPlainAddressRedirect()

const { default: next } = await import('next')
const app = next({ dev: false, dir: process.cwd(), hostname, port })
const nextHandle = app.getRequestHandler()
await app.prepare()

// Requests Next cannot take are answered first (./requestGuard.mjs); cached pages are sent at
// once; everything that reaches Next waits for one of its slots.
// PAGE_FRONT=off leaves the front out (Next's base policy, no page cache), for comparison.
const admitted = limitConcurrency((req, res) => {
  stampClientAddress(req)
  return nextHandle(req, res)
})
const server = http.createServer(
  refuseMalformedRequests(
    process.env.PAGE_FRONT === 'off' ? admitted : createPageHandler(admitted),
  ),
)
guardServer(server)
// Slightly longer than a load balancer's usual idle timeout, so it closes idle connections first.
server.keepAliveTimeout = 65_000

listenOrExit(server, port, hostname, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

let stopping = false
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: no new connections; finishing in-flight requests`)
  void stopWatching()
  server.close(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  // Keep-alive connections close as soon as they are idle, not at their timeout.
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  idle.unref()
  server.closeIdleConnections()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
