import fs from 'node:fs'

export default async function globalTeardown() {
  const pid = Number(fs.readFileSync('data/e2e-server.pid', 'utf8'))
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
