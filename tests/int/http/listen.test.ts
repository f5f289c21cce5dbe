/**
 * A server whose port is taken stops with status 1 and says which port, instead of running
 * on without serving anything (`npm start` listens through src/platform/http/listen.mjs).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const LISTEN = path.resolve('src/platform/http/listen.mjs')

/** Runs a server process that listens on `port` through listenOrExit; its exit and output. */
function serverOn(port: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = [
    "import http from 'node:http'",
    `import { listenOrExit } from ${JSON.stringify(LISTEN)}`,
    'const server = http.createServer()',
    `listenOrExit(server, ${port}, '127.0.0.1', () => { console.log('Ready'); server.close() })`,
  ].join('\n')
  const child = spawn(process.execPath, ['--input-type=module', '-e', script])
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
}

it('exits non-zero naming the port when it is already taken', async () => {
  const other = http.createServer()
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const { port } = other.address() as AddressInfo
  try {
    const result = await serverOn(port)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`port ${port} is already in use`)
    expect(result.stdout).toBe('')
  } finally {
    await new Promise((resolve) => other.close(resolve))
  }
})

it('listens and says so when the port is free', async () => {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  const result = await serverOn(port)
  expect(result).toEqual({ code: 0, stdout: 'Ready\n', stderr: '' })
})
