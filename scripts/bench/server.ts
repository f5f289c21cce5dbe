/**
 * Starts the production build for a bench section (and for the resilience test) on its own
 * port and database, and stops it afterwards. Builds first when the build directory has none.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import { serverArguments } from '../../src/platform/http/serverCommand.mjs'

export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-api'
export const PG_SERVER = process.env.BENCH_PG_SERVER || 'postgres://postgres@127.0.0.1:5432/'

function psql(sql: string) {
  const result = spawnSync(
    'psql',
    [new URL('postgres', PG_SERVER).href, '-v', 'ON_ERROR_STOP=1', '-qc', sql],
    {
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error}`)
}

/** A fresh PostgreSQL database for one bench run, dropped by `drop()`. */
export function createBenchDatabase(label: string) {
  const name = `church_bench_${label}_${process.pid}_${Date.now()}`
  psql(`CREATE DATABASE ${name}`)
  return {
    url: new URL(name, PG_SERVER).href,
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/**
 * Builds when the build directory has none. The build runs in Next's two stages (compile,
 * then generate) without its type check: types are `npm run typecheck`'s job, and a bench
 * should not be blocked by a type error in a file it does not run.
 */
export function ensureBuild() {
  if (fs.existsSync(path.join(DIST_DIR, 'BUILD_ID'))) return
  console.log(`building into ${DIST_DIR} ...`)
  for (const mode of ['compile', 'generate']) {
    const result = spawnSync(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'build', `--experimental-build-mode=${mode}`],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          NEXT_DIST_DIR: DIST_DIR,
          DATABASE_URL: process.env.BENCH_BUILD_DATABASE_URL || 'file:./data/bench-build.db',
        },
      },
    )
    if (result.status !== 0) throw new Error(`next build (${mode}) failed`)
  }
}

export type ProductionServer = {
  url: string
  pid: number
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  log: () => string
  stop: () => Promise<number | string>
}

/**
 * The production server (`npm start`'s command line) on `port` with `env` (DATABASE_URL at
 * least); resolves once /api/health answers 200. Keeps the last 5 MB of its log, its process id
 * (for its memory) and its exit code (for the graceful-stop check).
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string>,
  { nextStart = false } = {},
): Promise<ProductionServer> {
  ensureBuild()
  // `nextStart`: Next's own server (`next start`) on the same build instead of `npm start`'s.
  const args = nextStart
    ? ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1']
    : serverArguments(port, '127.0.0.1')
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-not-for-production',
      // The production server refuses to start without its public address.
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk).slice(-5_000_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    pid: child.pid!,
    exited,
    log: () => log,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
      }
      return exited
    },
  }
}

/** Resident memory of a process in MiB, from /proc/<pid>/status (VmRSS). */
export function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kib / 1024
}

/** CPU time (user and system) a process has used so far, in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

/** Signs in to a bench server as the seeded administrator; the bearer token. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: process.env.ADMIN_PASSWORD || 'grace1961',
    }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  return ((await login.json()) as { access_token: string }).access_token
}

export type LoadResult = {
  rps: number
  requests: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/** autocannon against one URL, summarised. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options })
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The same measure for any async operation: `concurrency` loops for `seconds`. */
export async function loadFunction(
  operation: () => Promise<unknown>,
  { concurrency = 10, seconds = 10 } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const started = performance.now()
        try {
          await operation()
          latencies.push(performance.now() - started)
        } catch {
          errors++
        }
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    rps: latencies.length / seconds,
    requests: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx: 0,
  }
}

/** Prints rows as a Markdown table. */
export function printTable(header: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  console.log(line(header))
  console.log(line(header.map(() => '---')))
  for (const row of rows) console.log(line(row))
}
