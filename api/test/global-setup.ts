/**
 * Runs once before the API tests: prepares a migrated template database, so that a test app starts
 * on a database that has every migration without running them again (seconds on PGlite, a quarter
 * of a second per app on PostgreSQL):
 *  - PGlite: a dump of a migrated database, saved to a temp file that every test file loads into
 *    its own fresh in-memory database (FIREWORKS_PGLITE_TEMPLATE);
 *  - PostgreSQL (TEST_DATABASE=postgres): a migrated database on the server that each test app's
 *    throwaway database is created from (FIREWORKS_PG_TEMPLATE); global-teardown.ts drops it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { createPgDatabase } from './pg-databases';

async function pgliteTemplate(): Promise<void> {
  const pglite = new PGlite();
  const database = await openDatabase({ databaseUrl: null, dataDir: os.tmpdir(), pglite });
  await applyMigrations(database);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `fireworks-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.FIREWORKS_PGLITE_TEMPLATE = file;
}

async function postgresTemplate(): Promise<void> {
  const template = await createPgDatabase();
  const database = await openDatabase({ databaseUrl: template.url, dataDir: os.tmpdir() });
  await applyMigrations(database);
  // A template may have no connections while databases are created from it.
  await database.close();
  process.env.FIREWORKS_PG_TEMPLATE = template.name;
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE === 'postgres') await postgresTemplate();
  else await pgliteTemplate();
}
