/**
 * A shop database's migration level: how many of the migrations in this code's journal
 * (api/drizzle/meta/_journal.json) are applied to it, and a restored database brought up to this
 * code's level the way a start does (db/migrate.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applyMigrations, migrationsFolder } from '../db/migrate';
import { BackupError } from './backup-error';

/** The migration tags this code knows, in order. */
export function codeMigrations(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((entry) => entry.tag);
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** How many migrations `database` has applied; a database without the shop's record of them is refused. */
export async function appliedMigrations(database: Database): Promise<number> {
  // A database the shop never started on (a mistyped DATABASE_URL or DATA_DIR) has no migrations table.
  const [table] = rowsOf(await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as shop`));
  if (!table?.shop) {
    throw new BackupError(
      database.kind === 'pglite'
        ? 'The database in DATA_DIR holds no shop: set DATA_DIR to the folder the server uses.'
        : 'The database of DATABASE_URL holds no shop: set DATABASE_URL to the database the server uses.',
    );
  }
  const [count] = rowsOf(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(count?.n ?? 0);
}

/** Applies this code's migrations that `database` lacks (a backup of an older shop); returns their tags. */
export async function bringUpToDate(database: Database): Promise<string[]> {
  const before = await appliedMigrations(database);
  await applyMigrations(database);
  return codeMigrations().slice(before, await appliedMigrations(database));
}
