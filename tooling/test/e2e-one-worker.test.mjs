// The browser suite runs in one Playwright worker from the first spec on the default shop to the
// last: Playwright starts a new worker process (a new browser, a new default shop) whenever the next
// spec file's worker fixtures differ from the previous one's. So every spec takes `test` from
// e2e/fixtures/worker.ts or from the fixtures built on it; only a spec with worker fixtures of its
// own (an SMTP server, the Firebase emulator) extends Playwright's `test` itself.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');
const SHARED = new Set(['../fixtures/worker', '../fixtures/test', '../fixtures/quality']);

/** The module a file takes its `test` value from (type-only imports aside), or null. */
function testSource(source) {
  for (const [, names, from] of source.matchAll(/^import (?!type )\{([^}]*)\} from '([^']+)';$/gms)) {
    const imported = names.split(',').map((name) => name.trim());
    if (imported.some((name) => name === 'test' || name.startsWith('test as '))) return from;
  }
  return null;
}

test('every spec shares the worker fixtures, unless it has worker fixtures of its own', () => {
  const specs = fs.readdirSync(path.join(e2e, 'tests')).filter((file) => file.endsWith('.spec.ts'));
  assert.ok(specs.length > 20, `found ${specs.length} specs`);
  const strays = specs.filter((file) => {
    const source = fs.readFileSync(path.join(e2e, 'tests', file), 'utf8');
    const from = testSource(source);
    if (from && SHARED.has(from)) return false;
    return !(from === '@playwright/test' && source.includes("scope: 'worker'"));
  });
  assert.deepEqual(strays, []);
});

test('the shared fixtures build on worker.ts', () => {
  for (const [file, from] of [
    ['test.ts', './worker'],
    ['quality.ts', './test'],
  ]) {
    assert.equal(testSource(fs.readFileSync(path.join(e2e, 'fixtures', file), 'utf8')), from, file);
  }
});
