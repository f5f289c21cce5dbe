/**
 * `npm run test:e2e`: browser tests (playwright-core + Debian's chromium) against the
 * production build. Installs chromium when it is missing and builds (standalone too) when no
 * such build exists.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { runJest } from './runJest.mjs'

const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || 'file:./data/e2e.db'
const distDir = process.env.NEXT_DIST_DIR || '.next'

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!fs.existsSync('/usr/bin/chromium')) {
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'])
}
const built =
  fs.existsSync(`${distDir}/BUILD_ID`) && fs.existsSync(`${distDir}/standalone/server.js`)
if (!built || process.argv.includes('--build')) {
  // Standalone too: tests/e2e/site/standardServing.test.ts runs its server.js.
  run('npx', ['next', 'build'], { DATABASE_URL: E2E_DATABASE_URL, NEXT_OUTPUT: 'standalone' })
}
fs.mkdirSync('data', { recursive: true })
const ok = runJest(['e2e'], {
  env: { E2E_DATABASE_URL },
  // One browser test file at a time: they share the e2e server and its rate limits.
  extraArgs: [
    '--runInBand',
    '--forceExit',
    ...process.argv.slice(2).filter((a) => a !== '--build'),
  ],
})
process.exit(ok ? 0 : 1)
