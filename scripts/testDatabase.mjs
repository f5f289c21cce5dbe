/** Fresh, throw-away databases for test runs: a SQLite file, or a PostgreSQL database. */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const DEFAULT_PG_SERVER = 'postgres://postgres@127.0.0.1:5432/'

function psql(server, sql) {
  const result = spawnSync(
    'psql',
    [new URL('postgres', server).href, '-v', 'ON_ERROR_STOP=1', '-qc', sql],
    {
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr || result.error}`)
}

export function createTestDatabase(kind, label) {
  const name = `church_${label}_${process.pid}_${Date.now()}`
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL || DEFAULT_PG_SERVER
    psql(server, `CREATE DATABASE ${name}`)
    return {
      url: new URL(name, server).href,
      drop: () => psql(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    }
  }
  const file = path.resolve('data', `${name}.db`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return {
    url: `file:${file}`,
    drop: () => {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(file + suffix, { force: true })
    },
  }
}
