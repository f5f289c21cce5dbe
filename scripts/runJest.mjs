/**
 * Runs jest projects (one jest run, `workers` processes) and reports `N passed, N failed`. A
 * project that ran no test is a failure, so a broken pattern can never pass by testing
 * nothing. When TEST_TOTALS_FILE is set, the totals are also appended there for .ci/run to
 * add up. A passing run prints its results and nothing else (`--silent`).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function runJest(projects, { env = {}, extraArgs = [], workers = 1 } = {}) {
  // With a path filter, a project may legitimately match nothing; the run as a whole may not.
  const filtered = extraArgs.some((a) => !a.startsWith('-'))
  const output = path.join(os.tmpdir(), `jest-${process.pid}-${Date.now()}.json`)
  const args = [
    'node_modules/jest/bin/jest.js',
    ...projects.flatMap((project) => ['--selectProjects', project]),
    '--reporters=default',
    '--reporters=./scripts/totalsReporter.mjs',
    // In band: jest runs the files in its own process, and takes no worker count.
    ...(extraArgs.includes('--runInBand') ? [] : [`--maxWorkers=${workers}`]),
    // Only failures and the totals: a passing run prints its results, nothing else.
    '--silent',
    ...(filtered ? ['--passWithNoTests'] : []),
    ...extraArgs,
  ]
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
      JEST_TOTALS_FILE: output,
      ...env,
    },
  })
  let ok = result.status === 0
  let summary = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0, testResults: [] }
  try {
    summary = JSON.parse(fs.readFileSync(output, 'utf8'))
    fs.rmSync(output, { force: true })
  } catch {
    console.error('jest wrote no results')
    ok = false
  }
  const passed = summary.numPassedTests
  const failed = summary.numFailedTests
  if (!filtered) {
    for (const project of projects) {
      const ran = summary.testResults.some((file) =>
        file.name.includes(`${path.sep}tests${path.sep}${project}${path.sep}`),
      )
      if (!ran) {
        console.error(`[${project}] ran no test: failing`)
        ok = false
      }
    }
  }
  if (passed + failed === 0) {
    console.error('no test ran: failing')
    ok = false
  }
  if (process.env.TEST_TOTALS_FILE) {
    fs.appendFileSync(process.env.TEST_TOTALS_FILE, `${passed} ${failed}\n`)
  }
  console.log(`${passed} passed, ${failed} failed`)
  return ok && failed === 0
}
