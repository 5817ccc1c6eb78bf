/**
 * Starting the built shop (api/dist/server.cjs) for measurements: on a fresh DATA_DIR with PGlite,
 * or on a throwaway PostgreSQL database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocEnv } from '../../tooling/malloc-env.mjs';
import { freePort } from './load.mjs';
import { throwawayDatabase } from './postgres.mjs';
import { scratchDir } from './scratch.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'api', 'dist', 'server.cjs');
export const ADMIN_PASSWORD = 'Bench-Admin-Pass-1';

/** Resolves once `url` answers 2xx; fails if the child process exits first. */
export async function waitForOk(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Spawns the server and resolves once /api/health answers; `ms` is spawn-to-healthy. */
export async function startServer({ dataDir, port, env = {} }) {
  const started = performance.now();
  // BENCH_SERVER_CPU_PROF=<dir>: each server writes a V8 CPU profile there on exit (node --cpu-prof).
  // BENCH_PERF=1: each server writes /tmp/perf-<pid>.map, so `perf record -p <pid>` names its JavaScript.
  const profile = [
    ...(process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : []),
    ...(process.env.BENCH_PERF ? ['--perf-basic-prof'] : []),
  ];
  const child = spawn(process.execPath, [...profile, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Inside the sales window, so checkout scenarios can order.
      SHOP_NOW: '2026-11-18T12:00:00-06:00',
      // As `pnpm start` launches it (tooling/malloc-env.mjs).
      ...mallocEnv({}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, child);
  return {
    url,
    /** The server's process id: its resident memory is read from /proc/<pid>/status. */
    pid: child.pid,
    ms: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The shop on a fresh database of the given kind; `close()` stops it and drops its PostgreSQL database (its DATA_DIR goes when the run ends, lib/scratch.mjs). */
export async function startFreshShop(database) {
  const dataDir = scratchDir(`fireworks-bench-${database}-`);
  const pgDatabase = database === 'postgres' ? await throwawayDatabase() : null;
  const server = await startServer({ dataDir, port: await freePort(), env: pgDatabase ? { DATABASE_URL: pgDatabase.url } : {} });
  return {
    ...server,
    database,
    async close() {
      await server.stop();
      await pgDatabase?.drop();
    },
  };
}
