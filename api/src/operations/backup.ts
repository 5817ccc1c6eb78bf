/**
 * Making a backup (ARCHITECTURE §8): one .tar.gz holding the database and the uploads, with a
 * manifest naming the shop's version and migration level (backup-archive.ts; restoring: restore.ts).
 *  - PGlite: its public dump (`dumpDataDir`, a tarball of the data directory) taken by the process
 *    that has the database open, so a backup can be made while the shop serves (operator-socket.ts).
 *  - PostgreSQL: `pg_dump --format=custom` of the machine's PostgreSQL client tools, which must be at
 *    least the server's major version; restored in one transaction (postgres-restore.ts).
 * A backup is made whole in a scratch folder beside its file and renamed into place (backup-scratch.ts);
 * a restore builds the new database and uploads in a scratch folder in DATA_DIR, swaps them only once
 * everything is in place, and brings a backup of an older shop up to this code's migrations (migration-level.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { type BackupManifest, MANIFEST, PGLITE_FILE, POSTGRES_FILE, UPLOADS } from './backup-archive';
import { BackupError } from './backup-error';
import { removeLeftovers, scratchBeside } from './backup-scratch';
import { isDiskFull } from './disk-full';
import { reason } from './failure-reason';
import { isFolder } from './folders';
import { appliedMigrations, codeMigrations } from './migration-level';
import { dumpPostgres } from './postgres-dump';

export { BackupError, codeMigrations };

function shopVersion(): string {
  // The bundled command and the source tree both sit below api/ (package.json beside drizzle/).
  const file = path.join(path.dirname(migrationsFolder()), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A file the storage adapter is still writing (`<name>.<pid>.tmp`, renamed into place when whole). */
const WRITE_UNDER_WAY = /\.\d+\.tmp$/;

/**
 * Copies the uploads folder `from` into `to` and answers how many files it copied. The shop keeps
 * serving meanwhile: a file written now is skipped until it is whole (its `.tmp` name), and one
 * deleted between the listing and its copy (a replaced picture, the sweep of abandoned uploads) is
 * passed over instead of failing the whole backup, as `fs.cpSync` did.
 */
function copyUploads(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  fs.mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += copyUploads(source, target);
    // Anything else is copied as a file: a link's target, and a socket or device fails the backup.
    else if (!WRITE_UNDER_WAY.test(entry.name)) {
      try {
        fs.copyFileSync(source, target);
        copied += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return copied;
}

/**
 * Writes a backup of `database` and DATA_DIR/uploads to `out` (made whole in a scratch folder beside
 * it, then renamed into place) and returns its manifest. Safe while the shop serves: PGlite's dump
 * runs inside the process that owns the database; pg_dump reads one consistent snapshot. A backup
 * that fails removes its scratch folder and says why; one killed part-way leaves it for the next
 * backup there to remove, as it removes a killed restore's in DATA_DIR (backup-scratch.ts).
 */
export async function writeBackup(
  database: Database,
  settings: { dataDir: string; databaseUrl: string | null },
  out: string,
): Promise<BackupManifest> {
  const target = path.resolve(out);
  let scratch: string | null = null;
  try {
    // A killed backup leaves its scratch folder beside its file, a killed restore in DATA_DIR.
    for (const dir of new Set([path.dirname(target), path.resolve(settings.dataDir)])) removeLeftovers(dir);
    scratch = scratchBeside(target, 'backup');
    const staging = path.join(scratch, 'content');
    fs.mkdirSync(staging);
    const migrations = await appliedMigrations(database);
    if (database.kind === 'pglite') {
      if (!database.dumpPglite) throw new BackupError('This PGlite database cannot be dumped.');
      const dump = await database.dumpPglite();
      fs.writeFileSync(path.join(staging, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } else {
      await dumpPostgres(settings.databaseUrl as string, path.join(staging, POSTGRES_FILE));
    }
    const uploads = copyUploads(path.join(settings.dataDir, UPLOADS), path.join(staging, UPLOADS));
    const known = codeMigrations();
    const manifest: BackupManifest = {
      format: 1,
      shopVersion: shopVersion(),
      migrations,
      lastMigration: known[migrations - 1] ?? null,
      database: database.kind,
      createdAt: new Date().toISOString(),
      uploads,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(scratch, 'archive.tar.gz');
    // Owner-only, like the data itself: a backup holds password hashes and the customers' details.
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true, mode: 0o600 }, fs.readdirSync(staging));
    fs.renameSync(archive, target);
    return manifest;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (isDiskFull(error)) {
      // Which disk to free (or avoid), not the layer that noticed: the dump, the copy of the uploads or the archive.
      throw new BackupError(
        `There is not enough space on the disk where ${path.dirname(target)} is to write the backup: free some space there or write it to another disk, then run it again. Nothing of it was left behind.`,
      );
    }
    // A folder of that name (`--out` naming a folder): say so, not the rename's EISDIR and scratch path.
    const why = isFolder(target)
      ? `it is a folder (name the file to write, for example ${path.join(target, 'shop.tar.gz')})`
      : reason(error);
    throw new BackupError(`The backup could not be written to ${target}: ${why}. Nothing of it was left behind.`);
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}
