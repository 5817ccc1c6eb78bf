/**
 * Issue 14, item 8: the PGlite data-directory lock is atomic. 20 processes race for a free
 * directory, and 20 for a directory whose lock was left by a killed process: each round, exactly
 * one wins and the others are refused, naming the winner. (Runs the real lock module, bundled to
 * plain JavaScript so that 20 processes start quickly.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

const CONTENDERS = 20;
let workDir: string;
let childScript: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-lock-race-'));
  const lockModule = path.join(workDir, 'data-dir-lock.cjs');
  buildSync({
    entryPoints: [path.resolve(__dirname, '../../src/db/data-dir-lock.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: lockModule,
    logLevel: 'silent',
  });
  childScript = path.join(workDir, 'contender.cjs');
  // Waits for the start signal (a file), tries the lock once, says how it went, and holds on.
  fs.writeFileSync(
    childScript,
    `const fs = require('node:fs');
const { lockDataDir, DataDirBusyError } = require(${JSON.stringify(lockModule)});
const [dataDir, go] = process.argv.slice(2);
process.stdout.write('ready\\n');
while (!fs.existsSync(go)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
try {
  lockDataDir(dataDir, 'contender');
  process.stdout.write('won\\n');
} catch (error) {
  process.stdout.write(error instanceof DataDirBusyError ? 'busy ' + error.holder.pid + '\\n' : 'error ' + error.message + '\\n');
}
setInterval(() => {}, 60000);
`,
  );
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

interface Contender {
  child: ChildProcess;
  output: string;
}

async function race(dataDir: string): Promise<{ contenders: Contender[]; outcomes: string[] }> {
  const go = path.join(dataDir, `go-${Date.now()}-${Math.random()}`);
  const contenders: Contender[] = Array.from({ length: CONTENDERS }, () => {
    const child = spawn(process.execPath, [childScript, dataDir, go], { stdio: ['ignore', 'pipe', 'inherit'] });
    const contender = { child, output: '' };
    child.stdout?.on('data', (chunk) => {
      contender.output += String(chunk);
    });
    return contender;
  });
  const lines = (c: Contender) => c.output.split('\n').filter(Boolean);
  const until = async (done: (c: Contender) => boolean) => {
    const deadline = Date.now() + 120_000;
    while (!contenders.every(done)) {
      if (Date.now() > deadline) throw new Error(`contenders did not finish: ${contenders.map((c) => c.output).join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await until((c) => lines(c).length >= 1);
  fs.writeFileSync(go, '');
  await until((c) => lines(c).length >= 2);
  return { contenders, outcomes: contenders.map((c) => lines(c)[1] as string) };
}

async function killAll(contenders: Contender[]): Promise<void> {
  await Promise.all(
    contenders.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

function expectOneWinner(contenders: Contender[], outcomes: string[]): void {
  const winners = contenders.filter((_c, i) => outcomes[i] === 'won');
  expect(outcomes.filter((o) => !/^(won|busy \d+)$/.test(o))).toEqual([]);
  expect(winners).toHaveLength(1);
  const winnerPid = winners[0]?.child.pid;
  // Everyone else was told who holds it, and the lock file names the winner.
  expect(new Set(outcomes.filter((o) => o !== 'won'))).toEqual(new Set([`busy ${winnerPid}`]));
}

it('20 processes racing for a free data directory, then for the stale lock its killed winner left: exactly one wins each round', async () => {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'data-'));
  for (let round = 0; round < 3; round++) {
    const { contenders, outcomes } = await race(dataDir);
    try {
      expectOneWinner(contenders, outcomes);
      const winner = contenders[outcomes.indexOf('won')];
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.lock'), 'utf8')).pid).toBe(winner?.child.pid);
    } finally {
      // Killed without releasing: the next round finds a stale lock.
      await killAll(contenders);
    }
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(true);
  }
}, 300_000);

it('20 processes racing on fresh directories, five rounds: never two winners', async () => {
  for (let round = 0; round < 5; round++) {
    const dataDir = fs.mkdtempSync(path.join(workDir, 'fresh-'));
    const { contenders, outcomes } = await race(dataDir);
    try {
      expectOneWinner(contenders, outcomes);
    } finally {
      await killAll(contenders);
    }
  }
}, 300_000);
