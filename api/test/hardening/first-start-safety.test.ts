/**
 * Issue 14, "also found": a start on a taken port fails at once with a clear message and creates
 * nothing (no admin, no seed, no one-time password shown and lost); a generated admin password is
 * printed once on the terminal and never written into the structured (JSON) log; and
 * `pnpm admin:reset-password` gives the admin a new password, printed once.
 * Runs on PGlite in DATA_DIR, or on a throwaway PostgreSQL database with TEST_DATABASE=postgres.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { call, createPgDatabase, testConfig } from '../helper';

jest.setTimeout(180_000);

const usePostgres = process.env.TEST_DATABASE === 'postgres';
const apiDir = path.resolve(__dirname, '../..');
const dirs: string[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function place(): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-first-start-'));
  dirs.push(dataDir);
  if (!usePostgres) return { dataDir, env: {} };
  const database = await createPgDatabase();
  drops.push(database.drop);
  return { dataDir, env: { DATABASE_URL: database.url } };
}

/** Runs a TypeScript entry point as its own process; resolves with its exit code and output. */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiDir,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function userCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>(`select to_regclass('public.users') is not null as exists`);
    if (!rows[0]?.exists) return 0;
    return (await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

it('a start on a taken port fails at once with a clear message, creating no admin and no seed', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as net.AddressInfo;
  const { dataDir, env } = await place();
  try {
    const result = await run('src/server.ts', {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: '',
      SEED_DEMO: '1',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use by another program. Nothing was started or created.`);
    expect(result.stdout).not.toContain('Admin account created');
    expect(result.stdout).not.toContain('Demo invite code');
    // Nothing was created: no database files (PGlite), no users (PostgreSQL), no uploads.
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    if (env.DATABASE_URL) expect(await userCount(env.DATABASE_URL)).toBe(0);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

it('a start on a DATABASE_URL that cannot be opened fails with a sentence naming DATABASE_URL, never its password', async () => {
  const nothing = net.createServer();
  await new Promise<void>((resolve) => nothing.listen(0, '127.0.0.1', resolve));
  const { port } = nothing.address() as net.AddressInfo;
  await new Promise((resolve) => nothing.close(resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-first-start-'));
  dirs.push(dataDir);
  const result = await run('src/server.ts', {
    PORT: '0',
    DATA_DIR: dataDir,
    // No database server listens there.
    DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/shop`,
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe(
    `The database of DATABASE_URL (postgres://shop:***@127.0.0.1:${port}/shop) could not be opened: connect ECONNREFUSED 127.0.0.1:${port}. Check DATABASE_URL, and that its server runs.`,
  );
});

it('a generated admin password is printed once on the terminal, never in the JSON log; admin:reset-password prints a new one', async () => {
  const { dataDir, env } = await place();
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  let terminal = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    terminal += String(chunk);
    return true;
  });
  const config = testConfig(dataDir, { ...env, ADMIN_PASSWORD: '', LOG_LEVEL: 'info' });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, logger: { level: 'info', stream }, serveFrontends: false });
  } finally {
    spy.mockRestore();
  }
  const password = /Admin account created: username 'admin', password '([^']+)' \(shown once\)/.exec(terminal)?.[1] as string;
  try {
    expect(password).toBeTruthy();
    expect(terminal.split(password).length - 1).toBe(1);
    // The JSON log says an admin was made, but never its password.
    expect(log).toContain('admin account created with a generated password');
    expect(log).not.toContain(password);
    const login = (p: string) => call(app, 'POST', '/api/login', { payload: { username: 'admin', password: p } });
    expect((await login(password)).statusCode).toBe(200);
  } finally {
    await app.close();
  }

  // The server is stopped (PGlite allows one process); the command resets the password.
  const reset = await run('src/cli/reset-admin-password.ts', { ...env, DATA_DIR: dataDir, ADMIN_USERNAME: 'admin' });
  expect(reset.stderr).toBe('');
  expect(reset.code).toBe(0);
  const fresh = /Admin password reset: username 'admin', password '([^']+)' \(shown once\)/.exec(reset.stdout)?.[1] as string;
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(password);
  expect(reset.stdout.split(fresh).length - 1).toBe(1);

  const again = await buildApp({ config: testConfig(dataDir, { ...env, ADMIN_PASSWORD: '' }), logger: false, serveFrontends: false });
  try {
    const login = (p: string) => call(again, 'POST', '/api/login', { payload: { username: 'admin', password: p } });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login(fresh)).statusCode).toBe(200);
  } finally {
    await again.close();
  }

  const unknown = await run('src/cli/reset-admin-password.ts', { ...env, DATA_DIR: dataDir }, ['nobody']);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain("No admin named 'nobody'. Admins: admin");
});
