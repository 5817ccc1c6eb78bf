/**
 * Shops on disk, as a server has them (for the backup and restore tests): a DATA_DIR with PGlite in
 * DATA_DIR/pg, or with TEST_DATABASE=postgres a throwaway database beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
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
    /** A new place: its DATA_DIR a fresh temporary folder, or `dataDir` (made) when given, on a small disk say. */
    async place({ dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-place-')) }: { dataDir?: string } = {}): Promise<Place> {
      fs.mkdirSync(dataDir, { recursive: true });
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
    /** A copy of the backup `file` with its extracted files changed by `change` (removed with the places). */
    async alteredCopy(file: string, change: (dir: string) => void): Promise<string> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bk-alter-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      await tar.extract({ file, cwd: dir });
      change(dir);
      const copy = path.join(os.tmpdir(), `fw-bk-altered-${process.pid}-${Date.now()}-${Math.random()}.tar.gz`);
      cleanups.push(() => fs.rmSync(copy, { force: true }));
      await tar.create({ gzip: true, file: copy, cwd: dir }, fs.readdirSync(dir));
      return copy;
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

/**
 * What restores leave in `dataDir`: two killed two hours ago (this version's scratch folder, an
 * earlier version's PGlite folder beside pg/) and one under way (written to now); returns the name
 * of the one under way, the only one a sweep must leave.
 */
export function leaveRestoreLeftovers(dataDir: string): string {
  const crashed = path.join(dataDir, '.restore-0123abcd');
  fs.mkdirSync(path.join(crashed, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(crashed, 'database.pgdump'), 'half an archive');
  age(crashed, 120);
  const earlier = path.join(dataDir, 'pg.restoring-2026-12-01T03-00-00-000Z');
  fs.mkdirSync(earlier);
  fs.writeFileSync(path.join(earlier, 'PG_VERSION'), '17');
  age(earlier, 120);
  const underWay = path.join(dataDir, '.restore-89abcdef');
  fs.mkdirSync(underWay);
  fs.writeFileSync(path.join(underWay, 'database.pgdump'), 'being extracted');
  return path.basename(underWay);
}
