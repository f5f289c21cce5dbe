/**
 * Next's startup hook. On the Node.js server: start Payload (migrations, seed, database
 * pool watch) at boot and stop gracefully on SIGTERM/SIGINT (see src/server/ops/lifecycle).
 * Not during `next build`, whose workers must not connect to the production database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { installGracefulShutdown, startPayload } = await import('./server/ops/lifecycle')
  installGracefulShutdown()
  startPayload().catch((error: unknown) => {
    console.error('Payload did not start at boot; the first request will retry', error)
  })
}
