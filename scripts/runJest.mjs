/**
 * Runs jest projects and reports `N passed, N failed`. A project that ran no test is a
 * failure, so a broken pattern can never pass by testing nothing. When TEST_TOTALS_FILE
 * is set, the totals are also appended there for .ci/run to add up.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function runJest(projects, { env = {}, extraArgs = [] } = {}) {
  let passed = 0
  let failed = 0
  let ok = true
  // With a path filter, a project may legitimately match nothing; the run as a whole may not.
  const filtered = extraArgs.some((a) => !a.startsWith('-'))
  for (const project of projects) {
    const output = path.join(os.tmpdir(), `jest-${project}-${process.pid}-${Date.now()}.json`)
    const args = [
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      project,
      '--json',
      `--outputFile=${output}`,
      ...(project === 'unit' ? [] : ['--runInBand', '--forceExit']),
      ...(filtered ? ['--passWithNoTests'] : []),
      ...extraArgs,
    ]
    const result = spawnSync(process.execPath, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
        ...env,
      },
    })
    let summary = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 }
    try {
      summary = JSON.parse(fs.readFileSync(output, 'utf8'))
      fs.rmSync(output, { force: true })
    } catch {
      console.error(`[${project}] jest wrote no results`)
      ok = false
    }
    passed += summary.numPassedTests
    failed += summary.numFailedTests
    if (summary.numTotalTests === 0 && !filtered) {
      console.error(`[${project}] ran no test: failing`)
      ok = false
    }
    if (result.status !== 0) ok = false
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
