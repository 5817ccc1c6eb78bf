/**
 * keepTickObjectShape (issue 13): after a full garbage collection with no tick queued, Node's
 * nextTick still defines its tick objects through a monomorphic cache. Checked in a child process
 * that can read V8's feedback (%DebugPrint, --allow-natives-syntax); the same child without the
 * call is the control, showing the cache going megamorphic.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');

/** The nextTick literal's cache states after ticks, a full collection with none queued, and ticks again. */
function literalCacheStates(keep: boolean): string[] {
  const script = `
    const { keepTickObjectShape } = require('./src/shared/tick-shape.ts');
    const ticks = () => { for (let i = 0; i < 2000; i++) process.nextTick(() => {}); };
    ticks();
    setTimeout(() => {
      ${keep ? 'keepTickObjectShape();' : ''}
      setTimeout(() => {
        gc();
        ticks();
        setTimeout(() => eval('%DebugPrint(process.nextTick)'), 10);
      }, 10);
    }, 10);
  `;
  // %DebugPrint writes to the process's standard output through C's stdio, which a pipe may cut
  // short (Node makes it non-blocking): the child writes to a file instead.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tick-shape-'));
  const out = fs.openSync(path.join(dir, 'out'), 'w');
  try {
    const result = spawnSync(TSX, ['--expose-gc', '--allow-natives-syntax', '-e', script], {
      cwd: API_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', out, 'pipe'],
    });
    if (result.status !== 0) throw new Error(`child failed: ${result.stderr}`);
  } finally {
    fs.closeSync(out);
  }
  const printed = fs.readFileSync(path.join(dir, 'out'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1] as string);
}

describe('keepTickObjectShape', () => {
  it('keeps the tick literal monomorphic across a full collection with no tick queued', () => {
    const states = literalCacheStates(true);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });

  it('(control) without it, the collection leaves the cache megamorphic', () => {
    expect(literalCacheStates(false)).toContain('MEGAMORPHIC');
  });

  it('captures a tick object once and keeps the same one', async () => {
    const { keepTickObjectShape } = await import('./tick-shape');
    const kept = keepTickObjectShape();
    expect(kept).toBeDefined();
    // (Where AsyncLocalStorage is in use, as under Jest, a tick also carries its store.)
    expect(Object.getOwnPropertySymbols(kept).map((s) => s.description)).toEqual(
      expect.arrayContaining(['async_id_symbol', 'trigger_async_id_symbol']),
    );
    expect(kept).toHaveProperty('callback');
    expect(keepTickObjectShape()).toBe(kept);
  });
});
