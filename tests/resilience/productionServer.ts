/**
 * `next start` of the production build for the resilience test and the soak bench, with
 * what they need beyond scripts/bench/server.ts: the process id (for its memory), its
 * exit code (for the graceful-stop check) and its log.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { DIST_DIR, ensureBuild } from '../../scripts/bench/server'

export type ProductionServer = {
  url: string
  pid: number
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  log: () => string
  stop: () => Promise<number | string>
}

export async function startProductionServer(
  port: number,
  env: Record<string, string>,
): Promise<ProductionServer> {
  ensureBuild()
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST_DIR,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'ops-secret-not-for-production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
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
