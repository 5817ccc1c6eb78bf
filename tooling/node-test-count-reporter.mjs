// A node:test reporter that adds the run's totals to the file named by FW_TEST_COUNTS_FILE (one
// JSON line, as jest-count-reporter.cjs does), so `pnpm test` counts the tooling's tests too.
import fs from 'node:fs';

export default async function* countReporter(source) {
  const counts = { project: 'tooling', passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') counts[event.data.skip || event.data.todo ? 'skipped' : 'passed'] += 1;
    if (event.type === 'test:fail') counts.failed += 1;
  }
  if (process.env.FW_TEST_COUNTS_FILE) fs.appendFileSync(process.env.FW_TEST_COUNTS_FILE, `${JSON.stringify(counts)}\n`);
  yield '';
}
