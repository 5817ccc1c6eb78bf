/**
 * Adds this Jest run's totals to the file named by FW_TEST_COUNTS_FILE (one JSON line per run),
 * so `pnpm test` can end with a single 'N passed, N failed' line for the whole workspace.
 */
const fs = require('node:fs');

class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const file = process.env.FW_TEST_COUNTS_FILE;
    const line = {
      project: this.rootDir,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

module.exports = CountReporter;
