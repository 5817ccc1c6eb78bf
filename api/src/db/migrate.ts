import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** The committed SQL migrations (api/drizzle), found from the source tree or the bundled dist/. */
export function migrationsFolder(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle', 'meta', '_journal.json');
    if (fs.existsSync(candidate)) return path.join(dir, 'drizzle');
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the drizzle migrations folder above ${__dirname}`);
}

/** Applies pending migrations; the exclusive lock keeps API processes starting together from racing. */
export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  await database.withExclusiveLock(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath });
    }
  });
}
