// Integration tests run against the database chosen by scripts/test.mjs.
if (!process.env.DATABASE_URL) {
  throw new Error(
    'Run integration tests through `npm test` or `npm run test:pg`, which create a fresh database.',
  )
}
