/**
 * Starting the built shop for measurements, as a shop runs it: the production launcher
 * (`tooling/serve-api.mjs`, what `pnpm --filter @fireworks/api start` runs) with NODE_ENV=production,
 * the default log level, rate limits on and a trusted proxy in front (the bench's requests carry
 * each simulated customer's own address in X-Forwarded-For, lib/addresses.mjs), on a fresh DATA_DIR
 * with PGlite or on a throwaway PostgreSQL database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { customerAddress } from './addresses.mjs';
import { freePort } from './load.mjs';
import { throwawayDatabase } from './postgres.mjs';
import { scratchDir } from './scratch.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'api', 'dist', 'server.cjs');
const LAUNCHER = path.join(ROOT, 'tooling', 'serve-api.mjs');
export const ADMIN_PASSWORD = 'Bench-Admin-Pass-1';
const JWT_SECRET = 'bench-jwt-secret-of-at-least-32-characters';

/** Resolves once `url` answers 2xx; fails if the child process exits first. */
async function waitForOk(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The launcher's server process (its only child), whose memory and CPU are measured; else the launcher itself. */
function serverPidOf(launcherPid) {
  try {
    const children = fs.readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? Number(children[0]) : launcherPid;
  } catch {
    return launcherPid;
  }
}

let adminLogins = 0;

/** Signs the admin in (each time from another address: login is limited per address); resolves the login answer ({ token, user }). */
export async function adminLogin(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(1_000_000 + adminLogins++) },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Opens checkout all year through the admin's calendar (PUT /api/season): production refuses
 * SHOP_NOW, so the bench's orders need a sales window around today, as an admin would set it.
 */
export async function openSalesAllYear(url) {
  const { token } = await adminLogin(url);
  const response = await fetch(`${url}/api/season`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': customerAddress(2_000_000) },
    body: JSON.stringify({ salesWindows: [{ start: '01-01', end: '12-31' }], preorderWindows: [] }),
  });
  if (!response.ok) throw new Error(`PUT /api/season: ${response.status} ${await response.text()}`);
}

/** Spawns the server through the production launcher and resolves once /api/health answers; `ms` is spawn-to-healthy. */
export async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (a profiling aid, off by default).
  // (Node refuses --cpu-prof in NODE_OPTIONS; the launcher passes its own Node options on.)
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  // BENCH_SERVER_LOG=<file>: the server's request logs are appended there (its own time per request beside the client's).
  const log = process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, [...profile, LAUNCHER], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      JWT_SECRET,
      // The bench's client stands in for a load balancer on this machine.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    // The default log level logs every request to stdout, as in production; dropped unless kept.
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') fs.closeSync(log); // the child has its own copy
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, child);
  return {
    url,
    /** The server's process id: its resident memory is read from /proc/<pid>/status. */
    pid: serverPidOf(child.pid),
    ms: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The shop on a fresh database of the given kind, checkout open; `close()` stops it and drops its PostgreSQL database (its DATA_DIR goes when the run ends, lib/scratch.mjs). */
export async function startFreshShop(database) {
  const dataDir = scratchDir(`fireworks-bench-${database}-`);
  const pgDatabase = database === 'postgres' ? await throwawayDatabase() : null;
  const server = await startServer({ dataDir, port: await freePort(), env: pgDatabase ? { DATABASE_URL: pgDatabase.url } : {} });
  await openSalesAllYear(server.url);
  return {
    ...server,
    database,
    async close() {
      await server.stop();
      await pgDatabase?.drop();
    },
  };
}
