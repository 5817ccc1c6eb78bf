/**
 * Shops on disk, as a server has them (for the backup and restore tests): a DATA_DIR with PGlite in
 * DATA_DIR/pg, or with TEST_DATABASE=postgres a throwaway database beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FixedClock } from '../src/adapters/clock';
import { buildApp } from '../src/app';
import { createPgDatabase, IN_WINDOW, testConfig } from './helper';

export interface Place {
  dataDir: string;
  databaseUrl: string | null;
}

/** Places made by `place()` and removed by `removeAll()` (call it in afterAll). */
export function places() {
  const cleanups: Array<() => Promise<void> | void> = [];
  return {
    async place(): Promise<Place> {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-place-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      if (process.env.TEST_DATABASE !== 'postgres') return { dataDir, databaseUrl: null };
      const database = await createPgDatabase();
      cleanups.push(database.drop);
      return { dataDir, databaseUrl: database.url };
    },
    /** Removes something else with the places (a file, a folder). */
    alsoRemove(cleanup: () => Promise<void> | void) {
      cleanups.push(cleanup);
    },
    async removeAll() {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

/** The shop as a server runs it on `where`, its clock inside the sales window. */
export async function serveAt(where: Place): Promise<FastifyInstance> {
  const config = testConfig(where.dataDir, where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {});
  const app = await buildApp({ config, clock: new FixedClock(IN_WINDOW), logger: false, serveFrontends: false });
  await app.ready();
  return app;
}

/** Gives `file` (and all below it) the modification time of `minutes` ago: a leftover of a backup or restore killed then. */
export function age(file: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000);
  if (fs.statSync(file).isDirectory()) for (const name of fs.readdirSync(file)) age(path.join(file, name), minutes);
  fs.utimesSync(file, at, at);
}
