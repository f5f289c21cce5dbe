import { spawnSync } from 'node:child_process'

export type SchemaReport = {
  kind: 'sqlite' | 'postgres'
  pending: string[]
  applied?: string[]
  admins?: string[]
  churchName?: string
}

/** Runs scripts/inspectSchema.ts against a database in a process of its own. */
export function inspectSchema(databaseUrl: string, { start = false } = {}): SchemaReport {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/inspectSchema.ts', ...(start ? ['--start'] : [])],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
      timeout: 120_000,
    },
  )
  const lastLine = result.stdout.trim().split('\n').at(-1) ?? ''
  if (result.status !== 0 || !lastLine.startsWith('{')) {
    throw new Error(
      `inspectSchema failed (${result.status}): ${result.stderr.slice(-2000)} ${result.stdout.slice(-2000)}`,
    )
  }
  return JSON.parse(lastLine)
}
