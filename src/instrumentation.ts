/**
 * Next's startup hook. On the Node.js server: stamp every request with the client's address
 * (src/platform/http/clientAddress.mjs: the connection's peer, or what TRUST_PROXY allows),
 * redirect page requests with a query string to their plain address
 * (src/platform/http/plainAddress.mjs),
 * start Payload (migrations, seed, database pool watch, the jobs runner) at boot, and stop
 * gracefully on SIGTERM/SIGINT (see
 * src/platform/ops/lifecycle). Not during `next build`, whose workers must not connect to the
 * production database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // `next start` and the standalone server stop here, naming every missing setting.
  const { requireSettings } = await import('./platform/payload/requiredSettings.mjs')
  requireSettings()
  // Under plain `next start` nothing else sees the socket before Next; under `npm start` the
  // server (src/platform/http/start.mjs) has installed the same hook already.
  const { installClientAddressStamp } = await import('./platform/http/clientAddress.mjs')
  installClientAddressStamp()
  // A page asked for with a query string is redirected to its plain address before Next's
  // cache and renderer see it (the production server installs the same hook itself).
  const { installPlainAddressRedirect } = await import('./platform/http/plainAddress.mjs')
  installPlainAddressRedirect()
  const { installGracefulShutdown, startPayload } = await import('@/platform/ops/lifecycle')
  installGracefulShutdown()
  startPayload().catch((error: unknown) => {
    console.error('Payload did not start at boot; the first request will retry', error)
  })
}
