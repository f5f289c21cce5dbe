import { type ChildProcess, spawn } from 'node:child_process'

/**
 * A server's runner of the jobs queue in a process of its own (./jobsRunner.ts), on the test's
 * database, sending to `smtpPort`, with the quick paces `env` sets. Resolves once it runs.
 */
export async function startRunner(
  smtpPort: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/nodeHooks.mjs', 'tests/int/helpers/jobsRunner.ts'],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: 'false',
        // The test has prepared the database.
        SKIP_PREPARE_DATABASE: 'true',
        JOBS_RUN_EVERY_SECONDS: '1',
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  logs.set(child, () => output)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runner did not start: ${output}`)), 90_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`runner exited (${code}): ${output}`))
    })
  })
  return child
}

const logs = new WeakMap<ChildProcess, () => string>()

/** What a runner has logged so far (its standard error: warnings and errors). */
export const runnerLog = (child: ChildProcess) => logs.get(child)?.() ?? ''

/** Stops a runner and waits until its process is gone. */
export async function stopRunner(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

/** Waits until `check` holds, looking every 200 ms, for at most `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}
