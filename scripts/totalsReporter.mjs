/**
 * A jest reporter beside the default one: when the run ends, it writes the totals (passed,
 * failed, and which test files ran) to JEST_TOTALS_FILE for scripts/runJest.mjs.
 */
import fs from 'node:fs'

export default class TotalsReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.JEST_TOTALS_FILE
    if (!file) return
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numTotalTests: results.numTotalTests,
        testResults: results.testResults.map((result) => ({ name: result.testFilePath })),
      }),
    )
  }
}
