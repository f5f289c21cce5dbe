/**
 * `npm test`: unit tests and integration tests, the integration tests on fresh embedded
 * (SQLite) databases. `npm run test:pg`: the integration tests on fresh PostgreSQL databases
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/), dropped afterwards.
 * Extra arguments go to jest (e.g. `npm test -- tests/int/access.test.ts`).
 *
 * Jest runs one worker per core (TEST_WORKERS to change it); each worker has a database of its
 * own (tests/int/setupEnv.ts picks it), which its first test file migrates.
 */
import os from 'node:os'

import { runJest } from './runJest.mjs'
import { createTestDatabase } from './testDatabase.mjs'

const args = process.argv.slice(2)
const pg = args.includes('--pg')
const extraArgs = args.filter((a) => a !== '--pg')
const workers = Math.max(1, Number(process.env.TEST_WORKERS) || os.availableParallelism())

const databases = Array.from({ length: workers }, (_, i) =>
  createTestDatabase(pg ? 'postgres' : 'sqlite', `int_w${i + 1}`),
)
let ok = false
try {
  const env = {
    TEST_DATABASE_URLS: JSON.stringify(databases.map((database) => database.url)),
    PAYLOAD_SECRET: 'test-secret-not-for-production',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  }
  ok = runJest(pg ? ['int'] : ['unit', 'int'], { env, extraArgs, workers })
} finally {
  for (const database of databases) database.drop()
}
process.exit(ok ? 0 : 1)
