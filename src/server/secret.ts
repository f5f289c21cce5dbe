import 'server-only'

const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production'

/**
 * The key that signs sessions and unsubscribe links. Production refuses to start
 * without a real one, so a forgotten setting can never leave forgeable tokens behind.
 */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (
    process.env.NODE_ENV === 'production' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    throw new Error('PAYLOAD_SECRET must be set in production (a long random string).')
  }
  return DEVELOPMENT_SECRET
}
