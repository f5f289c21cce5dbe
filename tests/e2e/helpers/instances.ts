/**
 * Extra production servers for the tests of freshness across instances and restores: each
 * runs the build as `npm start` does, on its own database, media folder and port, besides
 * the shared e2e server. Ports: E2E_FLEET_PORT and the next few (default 3150).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { serverArguments } from '../../../src/platform/http/serverCommand.mjs'
import { E2E_SECRET } from './server'

export const FLEET_PORT = Number(process.env.E2E_FLEET_PORT || 3150)

/** The PostgreSQL server of the throw-away databases (as `npm run test:pg` uses). */
export const PG_SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/'

export function psql(url: string, sql: string): string {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`)
  return result.stdout.trim()
}

export type Instance = { url: string; stop: () => Promise<void> }

/** Starts a production server and waits until it answers (migrated and seeded). */
export async function startInstance(
  port: number,
  env: { DATABASE_URL: string; MEDIA_DIR: string } & Record<string, string>,
  log: string,
): Promise<Instance> {
  const out = fs.openSync(log, 'w')
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, serverArguments(port, '127.0.0.1'), {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: E2E_SECRET,
      SEED_DEMO: 'true',
      E2E: 'true',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'info',
      SITE_URL: url,
    },
    stdio: ['ignore', out, out],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      return
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`server on ${port} did not start; see ${log}`)
}

/** PUT /api/<entity>/<id> with the whole record, as the admin screens send it. */
export async function put(
  url: string,
  token: string,
  path: string,
  record: Record<string, unknown>,
): Promise<number> {
  const res = await fetch(`${url}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  })
  await res.text()
  return res.status
}

export const text = async (url: string) => (await fetch(url)).text()

/**
 * Polls until every check holds; returns the milliseconds from `since` when they all did, or
 * throws after `limitMs` with the checks still failing.
 */
export async function within(
  limitMs: number,
  since: number,
  checks: Record<string, () => Promise<boolean>>,
): Promise<number> {
  const pending = new Set(Object.keys(checks))
  for (;;) {
    for (const name of [...pending]) if (await checks[name]()) pending.delete(name)
    if (pending.size === 0) return Date.now() - since
    if (Date.now() - since > limitMs) {
      throw new Error(`not seen within ${limitMs} ms: ${[...pending].join(', ')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

export { runScript } from '../../runScript'
