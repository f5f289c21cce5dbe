// Integration tests run against the databases created by scripts/test.mjs: one per jest worker,
// so that two test files never share a database at the same time.
const urls = JSON.parse(process.env.TEST_DATABASE_URLS ?? '[]') as string[]
if (urls.length === 0) {
  throw new Error(
    'Run integration tests through `npm test` or `npm run test:pg`, which create fresh databases.',
  )
}
process.env.DATABASE_URL = urls[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % urls.length]
