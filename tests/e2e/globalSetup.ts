/**
 * Starts the production build (`next start`) on a fresh SQLite database seeded with the
 * demo content, and waits until it answers. Build first with `npm run test:e2e`, which
 * builds when no build exists.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { BASE_URL, E2E_DATABASE_URL, E2E_PORT, E2E_SECRET } from './helpers/server'
import { serverArguments } from '../../src/platform/http/serverCommand.mjs'

export default async function globalSetup() {
  const file = E2E_DATABASE_URL.replace(/^file:/, '')
  if (!process.env.E2E_KEEP_DATABASE) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  }
  const server = spawn(process.execPath, serverArguments(E2E_PORT), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: E2E_DATABASE_URL,
      PAYLOAD_SECRET: E2E_SECRET,
      // The production server refuses to start without its public address: the tests' own.
      SITE_URL: BASE_URL,
      SEED_DEMO: 'true',
      E2E: 'true',
      // The tests play the proxy in front: each names its client in X-Forwarded-For, so that
      // per-client limits (forms, sign-ins) count each test's own client.
      TRUST_PROXY: 'loopback',
      // A newsletter goes out 6 copies every 10 s: the seed's subscribers take a few batches,
      // and the admin's progress shows figures on the way.
      NEWSLETTER_MAX_PER_MINUTE: '36',
      NEWSLETTER_BATCH_SECONDS: '10',
    },
    stdio: [
      'ignore',
      fs.openSync('data/e2e-server.log', 'w'),
      fs.openSync('data/e2e-server.log', 'a'),
    ],
    detached: true,
  })
  fs.writeFileSync('data/e2e-server.pid', String(server.pid))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE_URL}/api/church-info`)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`e2e server did not start; see data/e2e-server.log`)
}
