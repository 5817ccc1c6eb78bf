/**
 * The built shop on fresh data with the bench's customers, for the write sections (orders, rush):
 * PGlite in a temporary DATA_DIR, or a throwaway database on the PostgreSQL server; removed after.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { insertCustomers } from './customers.mjs';
import { adminQuery, PG_ADMIN_URL } from './postgres.mjs';
import { scratchDir } from './scratch.mjs';

/**
 * Starts the shop on `database` ('pglite' | 'postgres'), writes `rows` (customers) and runs
 * `work(shop)` with shop = { dataDir, databaseUrl, rawDataDir, server, stop() }. `env(dataDir)` adds settings.
 * `startServer` and `freePort` are run.mjs's helpers.
 */
export async function withSeededShop(database, { name, rows, env = () => ({}), startServer, freePort, copyForRaw = false }, work) {
  const dataDir = scratchDir(`fireworks-bench-${name}-${database}-`);
  const dbName = `fw_bench_${randomUUID().slice(0, 8)}`;
  const databaseUrl = database === 'postgres' ? Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${dbName}` }).toString() : null;
  const serverEnv = { ...env(dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const port = await freePort();
  if (databaseUrl) await adminQuery(`create database ${dbName}`);
  let server = null;
  let rawDataDir = null;
  try {
    // First start: migrations, admin and demo catalogue.
    server = await startServer({ dataDir, port, env: serverEnv });
    if (databaseUrl) await insertCustomers({ databaseUrl }, rows);
    else {
      // PGlite is single-process: the customers are written while the server is stopped.
      await server.stop();
      await insertCustomers({ dataDir }, rows);
      // `copyForRaw`: a copy of the seeded database for a raw-driver baseline that runs while the
      // server is up (one PGlite directory is one process's).
      if (copyForRaw) {
        rawDataDir = scratchDir(`fireworks-bench-${name}-raw-`);
        fs.cpSync(path.join(dataDir, 'pg'), path.join(rawDataDir, 'pg'), { recursive: true });
      }
      server = await startServer({ dataDir, port, env: serverEnv });
    }
    const shop = {
      dataDir,
      databaseUrl,
      /** PGlite with `copyForRaw`: the seeded database's copy (its own DATA_DIR). */
      rawDataDir,
      get server() {
        return server;
      },
      /** Stops the server (for the raw-driver baseline, which needs PGlite's DATA_DIR to itself). */
      stop: async () => {
        await server?.stop();
        server = null;
      },
    };
    return await work(shop);
  } finally {
    await server?.stop();
    if (databaseUrl) await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

/** A section's `measure(database, helpers)` on PGlite, then on PostgreSQL. */
export async function onBothDatabases(measure, helpers) {
  // `--database pglite|postgres` (with `--only`): one of them, for a quicker look.
  const only = process.argv.includes('--database') ? process.argv[process.argv.indexOf('--database') + 1] : null;
  const results = {};
  for (const database of ['pglite', 'postgres']) if (!only || only === database) results[database] = await measure(database, helpers);
  return results;
}
