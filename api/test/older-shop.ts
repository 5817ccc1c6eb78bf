/**
 * A shop as an older version of the code left it: its database migrated only to `level` (the first
 * `level` migrations of api/drizzle, which were that version's whole journal), for restoring older
 * backups onto today's code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import type { Place } from './places';

/** A migrations folder holding the first `level` migrations of today's, as an older release shipped it. */
function migrationsUpTo(level: number): string {
  const source = migrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-older-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, level);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(source, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/** Opens `where` (PGlite in DATA_DIR/pg, or its empty PostgreSQL database) as a shop whose code had `level` migrations. */
export async function openOlderShop(where: Place, level: number): Promise<Database> {
  let database: Database;
  if (where.databaseUrl) database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
  else {
    const dir = path.join(where.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    database = await openDatabase({ databaseUrl: null, dataDir: where.dataDir, pglite: new PGlite(dir) });
  }
  const folder = migrationsUpTo(level);
  try {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return database;
}
