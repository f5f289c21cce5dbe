/**
 * `npm test`: unit tests, then integration tests on a fresh embedded (SQLite) database.
 * `npm run test:pg`: the integration tests on a fresh PostgreSQL database
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/), dropped afterwards.
 * Extra arguments go to jest (e.g. `npm test -- tests/int/access.test.ts`).
 */
import { runJest } from './runJest.mjs'
import { createTestDatabase } from './testDatabase.mjs'

const args = process.argv.slice(2)
const pg = args.includes('--pg')
const extraArgs = args.filter((a) => a !== '--pg')

const database = createTestDatabase(pg ? 'postgres' : 'sqlite', 'int')
let ok = false
try {
  const env = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'test-secret-not-for-production',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  }
  ok = runJest(pg ? ['int'] : ['unit', 'int'], { env, extraArgs })
} finally {
  database.drop()
}
process.exit(ok ? 0 : 1)
