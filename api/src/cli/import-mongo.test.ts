/**
 * The import command as an operator runs it: a separate process on the server's settings
 * (PGlite in DATA_DIR, or DATABASE_URL with TEST_DATABASE=postgres).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgDatabase } from '../../test/helper';

const API_ROOT = path.join(__dirname, '..', '..');
const TSX = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');
const FIXTURES = path.join(API_ROOT, 'test', 'fixtures', 'mongo', 'line-delimited');

let dataDir: string;
let pgDatabase: Awaited<ReturnType<typeof createPgDatabase>> | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-import-'));
  if (process.env.TEST_DATABASE === 'postgres') pgDatabase = await createPgDatabase();
});
afterAll(async () => {
  await pgDatabase?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function runImport(args: string[], cwd = API_ROOT) {
  const result = spawnSync(TSX, ['src/cli/import-mongo.ts', ...args], {
    cwd: API_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      INIT_CWD: cwd,
      DATA_DIR: dataDir,
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('pnpm import:mongo <dir>', () => {
  it('prints what it imported and skipped, and imports nothing new when run again', () => {
    // A directory relative to where the operator ran pnpm.
    const first = runImport([path.relative(path.dirname(FIXTURES), FIXTURES)], path.dirname(FIXTURES));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(pgDatabase ? /into PostgreSQL \(DATABASE_URL\)/ : /into PGlite in /);
    expect(first.stdout).toMatch(/^users\s+users\.json\s+5\s+0\s+4$/m);
    expect(first.stdout).toMatch(/^orders\s+orders\.json\s+2\s+0\s+4$/m);
    expect(first.stdout).toContain("orders.json record 3 (_id 64b7f0a1c2d3e4f5a6b7cc03): unknown user 'ghost'");
    expect(first.stdout).toContain('Ignored files (no known collection): sessions.json');

    const second = runImport([FIXTURES]);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^users\s+users\.json\s+0\s+5\s+4$/m);
    expect(second.stdout).toMatch(/^orders\s+orders\.json\s+0\s+2\s+4$/m);
  });

  it('explains its usage and refuses a missing directory', () => {
    const none = runImport([]);
    expect(none.code).toBe(64);
    expect(none.stderr).toContain('Usage: pnpm import:mongo <dir>');
    const missing = runImport(['/no/such/export']);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toContain('/no/such/export is not a directory');
  });

  if (process.env.TEST_DATABASE !== 'postgres') {
    it('refuses a PGlite data directory that a running process holds, and takes over a stale lock', () => {
      let holder: ChildProcess | null = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      try {
        fs.writeFileSync(path.join(dataDir, 'pg.lock'), JSON.stringify({ pid: holder.pid, purpose: 'server' }));
        const refused = runImport([FIXTURES]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`is in use by another process (server, pid ${holder.pid})`);
        expect(refused.stdout).not.toContain('users.json');
      } finally {
        holder.kill('SIGKILL');
        holder = null;
      }
      // The holder is gone: its lock is stale.
      fs.writeFileSync(path.join(dataDir, 'pg.lock'), JSON.stringify({ pid: 2 ** 22 + 1, purpose: 'server' }));
      const after = runImport([FIXTURES]);
      expect(after.code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    });
  }
});
