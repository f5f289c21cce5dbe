/**
 * `npm run migrate:create -- <name>`: writes a migration for each database adapter, so
 * that SQLite and PostgreSQL always share one schema history. The PostgreSQL side is
 * generated against a throw-away database (TEST_DATABASE_URL's server).
 */
import { spawnSync } from 'node:child_process'

import { createTestDatabase } from './testDatabase.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/i.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}

for (const kind of ['sqlite', 'postgres']) {
  const database = createTestDatabase(kind, 'migrate')
  try {
    const result = spawnSync(
      'npm',
      ['run', '--silent', 'payload', '--', 'migrate:create', name, '--skip-empty'],
      {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: database.url, SKIP_PREPARE_DATABASE: 'true' },
      },
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  } finally {
    database.drop()
  }
}
