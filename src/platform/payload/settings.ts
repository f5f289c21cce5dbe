import { siteUrlProblem } from './requiredSettings.mjs'

/**
 * The settings Payload's configuration reads from the environment. A production server
 * checks them all before it starts (./requiredSettings.mjs); these stop it too, should it get
 * here without one, so a forgotten setting never leaves forgeable tokens or wrong links.
 */

const inProductionServer = () =>
  process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'

const DEVELOPMENT_SECRET = 'development-only-secret-do-not-use-in-production'

/**
 * The key that signs sessions and unsubscribe links. Production refuses to start
 * without a real one, so a forgotten setting can never leave forgeable tokens behind.
 */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (inProductionServer()) {
    throw new Error('PAYLOAD_SECRET must be set in production (a long random string).')
  }
  return DEVELOPMENT_SECRET
}

/**
 * Payload's `serverURL` (also the origin its cookie CSRF check allows): SITE_URL, without a
 * trailing slash; empty outside production when it is not set.
 */
export function payloadServerUrl(): string {
  if (inProductionServer()) {
    const problem = siteUrlProblem(process.env.SITE_URL)
    if (problem) throw new Error(problem)
  }
  return (process.env.SITE_URL ?? '').replace(/\/+$/, '')
}

/** The site's address for links in emails: SITE_URL (required in production), else this machine. */
export const linkOrigin = () => payloadServerUrl() || `http://localhost:${process.env.PORT || 3000}`
