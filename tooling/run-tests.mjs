#!/usr/bin/env node
// `pnpm test`: every package's unit, component and API tests (no browser), one package after
// another, ending with one line 'N passed, N failed' for the whole workspace.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Options: --only <pkg> (repeatable) runs some packages; --postgres runs the API suite on the
// PostgreSQL server (a throwaway database per test file) instead of PGlite.
const all = ['tooling', 'core', 'shared-ui', 'api', 'shell', 'storefront-mfe', 'admin-mfe'];
const args = process.argv.slice(2);
const only = args.flatMap((arg, i) => (args[i - 1] === '--only' ? [arg] : []));
const packages = only.length ? all.filter((p) => only.includes(p)) : all;
const postgres = args.includes('--postgres');
const countsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-tests-')), 'counts.jsonl');

let crashed = 0;
for (const pkg of packages) {
  console.log(`\n=== ${pkg} ===`);
  const script = postgres && pkg === 'api' ? 'test:pg' : 'test';
  const result = spawnSync('pnpm', ['--dir', path.join(root, pkg), 'run', script], {
    stdio: 'inherit',
    env: { ...process.env, FW_TEST_COUNTS_FILE: countsFile },
  });
  if (result.status !== 0) crashed += 1;
}

const lines = fs.existsSync(countsFile) ? fs.readFileSync(countsFile, 'utf8').trim().split('\n').filter(Boolean) : [];
const totals = lines
  .map((l) => JSON.parse(l))
  .reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
// A package whose run failed without reporting a failed test (it crashed) still counts as a failure.
const reportedFailures = totals.failed;
const failed = reportedFailures + (crashed > 0 && reportedFailures === 0 ? crashed : 0);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed > 0 ? 1 : 0);
