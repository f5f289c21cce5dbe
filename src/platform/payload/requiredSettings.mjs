// @ts-check
/**
 * The settings a production server cannot serve without, checked before it listens: by the
 * production server (src/platform/http/start.mjs) and by Next's startup hook for `next start` and
 * the standalone server (src/instrumentation.ts). Every missing one is named in one message and
 * the process exits with status 1, so an operator fixes them all at once, and no server answers
 * (not even its health check) while it cannot serve.
 */

/**
 * What is wrong with SITE_URL, or undefined.
 * @param {string | undefined} configured
 */
export function siteUrlProblem(configured) {
  if (!configured) {
    return 'SITE_URL: the address visitors use, e.g. SITE_URL=https://church.example (used in the sitemap, feeds, share links, emails and the origin check of signed-in writes)'
  }
  try {
    const url = new URL(configured)
    if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '') throw 0
  } catch {
    return `SITE_URL must be an origin such as https://church.example (no path); it is ${JSON.stringify(configured)}`
  }
  return undefined
}

/**
 * Every production setting that is missing or wrong, one line each.
 * @param {Record<string, string | undefined>} env
 */
export function settingProblems(env = process.env) {
  /** @type {string[]} */
  const problems = []
  if (!env.PAYLOAD_SECRET) {
    problems.push(
      'PAYLOAD_SECRET: a long random string that signs sessions and links, e.g. PAYLOAD_SECRET="$(openssl rand -hex 32)"',
    )
  }
  const site = siteUrlProblem(env.SITE_URL)
  if (site) problems.push(site)
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: the database to use, e.g. postgres://user:pass@host:5432/church, or file:/var/lib/church/church.db for the embedded one (a production server never picks a file by itself)',
    )
  }
  return problems
}

/** The one message naming every problem. @param {string[]} problems */
export const settingsMessage = (problems) =>
  `The server cannot start in production until these are set:\n${problems.map((p) => `  - ${p}`).join('\n')}`

/**
 * In production (not `next build`), stops the process with status 1 when a setting is missing.
 */
export function requireSettings() {
  if (process.env.NODE_ENV !== 'production') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const problems = settingProblems()
  if (problems.length === 0) return
  console.error(settingsMessage(problems))
  process.exit(1)
}
