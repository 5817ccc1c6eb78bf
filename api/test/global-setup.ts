/**
 * Runs once before the API tests: prepares a migrated PGlite template (opening and migrating a
 * new PGlite takes seconds; loading a dump of it takes half a second), saved to a temp file that
 * every test file loads into its own fresh in-memory database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';

export default async function globalSetup() {
  const pglite = new PGlite();
  const database = await openDatabase({ databaseUrl: null, dataDir: os.tmpdir(), pglite });
  await applyMigrations(database);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `fireworks-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.FIREWORKS_PGLITE_TEMPLATE = file;
}
