/**
 * Restoring a backup (ARCHITECTURE §8): built in a scratch folder in DATA_DIR, swapped in only once
 * everything is in place, and brought up to this code's migrations (migration-level.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { DatabaseUnavailableError, openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { writeBackup } from './backup';
import { type BackupManifest, checkWhole, inspectBackup, PGLITE_FILE, POSTGRES_FILE, UPLOADS } from './backup-archive';
import { BackupError } from './backup-error';
import { keepFresh, removeLeftovers, scratchBeside } from './backup-scratch';
import { reason } from './failure-reason';
import { isFolder, nonEmptyDir } from './folders';
import { bringUpToDate, codeMigrations } from './migration-level';
import { restorePostgres } from './postgres-restore';
import { checkToolsFit } from './postgres-tools';
import { loadPglite } from './restore-pglite';

async function postgresIsOccupied(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // The restore's first word with the database: a wrong DATABASE_URL is said here, in a sentence.
  await client.connect().catch((error: unknown) => {
    throw new DatabaseUnavailableError(databaseUrl, error);
  });
  try {
    const { rows } = await client.query<{ taken: boolean }>(`select to_regclass('public.users') is not null as taken`);
    return Boolean(rows[0]?.taken);
  } finally {
    await client.end();
  }
}

/**
 * Unpacks the backup into the restore's scratch folder, whole or not at all. node-tar only warns
 * about an entry it cannot write (a full disk) and carries on: the restore swapped in a shop missing
 * pictures (or with a cut dump) as if all was well. So the first such warning fails the restore.
 * Synchronous: nothing is still writing into the folder when the failure removes it.
 */
function unpack(file: string, staging: string, dataDir: string): void {
  let failed: { entry?: string; why: string } | null = null;
  try {
    tar.extract({
      file,
      cwd: staging,
      sync: true,
      onwarn: (code, message, data) => {
        // TAR_ENTRY_INFO is a note (a path made relative), not a failure.
        if (code === 'TAR_ENTRY_INFO' || failed) return;
        const text = typeof message === 'string' ? message : String((message as { message?: unknown }).message ?? message);
        failed = { entry: (data.entry as { path?: string } | undefined)?.path, why: text };
      },
    });
  } catch (error) {
    failed ??= { why: reason(error) };
  }
  if (!failed) return;
  const { entry, why: told } = failed as { entry?: string; why: string };
  // The scratch folder is the restore's own business: name the backup's entry, not where it was going.
  const why = told
    .replace(/\.$/, '')
    .split(`${path.resolve(staging)}${path.sep}`)
    .join('');
  const what = entry && !why.includes(entry) ? `${entry}: ` : '';
  throw new BackupError(`The backup could not be unpacked into ${dataDir}: ${what}${why}. Nothing was changed.`);
}

/** Moves `staged` to `target`; an existing `target` is kept beside it as `<target>.before-restore-<time>`. */
function swapIn(staged: string, target: string, stamp: string): string | null {
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = `${target}.before-restore-${stamp}`;
    fs.renameSync(target, kept);
  }
  fs.renameSync(staged, target);
  return kept;
}

/** Brings the restored PostgreSQL database to this code's level; returns the migrations applied. */
async function migratePostgres(settings: { dataDir: string; databaseUrl: string }, kept: string[]): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    return await bringUpToDate(database);
  } catch (error) {
    const replaced = kept.length ? ` The replaced shop is kept in ${kept.join(' and ')}.` : '';
    throw new BackupError(
      `The backup was restored, but this code's migrations failed on it: ${reason(error)}. The shop tries them again when it starts.${replaced}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * Restores `file` into the server's database and DATA_DIR/uploads, then applies this code's newer
 * migrations to it (a backup of an older shop), as a start would. Refuses a backup newer than this
 * code, a backup of the other kind of database, and a target that holds a shop unless `force`
 * (then the replaced PGlite folder and uploads are kept beside as *.before-restore-<time>, a replaced
 * PostgreSQL database as the backup DATA_DIR/backups/before-restore-<time>.tar.gz).
 * The shop must be stopped for PGlite (DATA_DIR's lock says so otherwise).
 */
export async function restoreBackup(
  file: string,
  settings: { dataDir: string; databaseUrl: string | null },
  { force = false }: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; kept: string[]; applied: string[] }> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`${file} does not exist.`);
  if (isFolder(source)) throw new BackupError(`${file} is a folder, not a backup: name the file pnpm backup wrote.`);
  if (fs.existsSync(settings.dataDir) && !isFolder(settings.dataDir)) {
    throw new BackupError(`DATA_DIR (${settings.dataDir}) is a file, not a folder: set DATA_DIR to the folder the shop keeps its data in.`);
  }
  const { manifest, entries } = await inspectBackup(source);
  const known = codeMigrations();
  if (manifest.migrations > known.length) {
    const version = typeof manifest.shopVersion === 'string' ? `version ${manifest.shopVersion}` : 'the version that made it';
    throw new BackupError(
      `This backup was made by a newer shop (${version}, migration level ${manifest.migrations}; this code knows ${known.length}): update this shop to ${version} or later, then restore again. Nothing was changed.`,
    );
  }
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new BackupError(
      manifest.database === 'pglite'
        ? 'This backup is of a PGlite database: restore it with DATA_DIR set and DATABASE_URL unset.'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set.',
    );
  }
  checkWhole(file, manifest, entries);
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const unlock = kind === 'pglite' ? lockDataDir(settings.dataDir, 'pnpm restore') : () => {};
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept: string[] = [];
  let applied: string[] = [];
  let staging: string | null = null;
  let stopTouching = () => {};
  try {
    // After the lock (PGlite: no other restore can be under way); a restore under way on PostgreSQL keeps its folder fresh.
    removeLeftovers(settings.dataDir);
    staging = scratchBeside(path.join(settings.dataDir, 'restore'), 'restore');
    stopTouching = keepFresh(staging);
    const pgDir = path.join(settings.dataDir, 'pg');
    const occupied = kind === 'pglite' ? nonEmptyDir(pgDir) : await postgresIsOccupied(settings.databaseUrl as string);
    if (occupied && !force) {
      throw new BackupError(
        kind === 'pglite'
          ? `${pgDir} already holds a shop: stop it and run the restore with --force to replace it (the old folder is kept beside it).`
          : 'The database already holds a shop: run the restore with --force to replace it.',
      );
    }
    unpack(source, staging, settings.dataDir);
    if (kind === 'pglite') {
      // Built in the scratch folder (beside the live one: the swap is a rename), checked and migrated before anything is swapped.
      const restored = path.join(staging, 'pg');
      fs.mkdirSync(restored);
      applied = await loadPglite(path.join(staging, PGLITE_FILE), restored, settings.dataDir);
      if (fs.existsSync(pgDir) && !nonEmptyDir(pgDir)) fs.rmdirSync(pgDir);
      const keptPg = swapIn(restored, pgDir, stamp);
      if (keptPg) kept.push(keptPg);
    } else {
      const url = settings.databaseUrl as string;
      await checkToolsFit(['pg_restore', 'psql'], url);
      if (occupied) {
        // PostgreSQL has no folder to keep beside: the replaced shop is kept as a backup of its own.
        const before = path.join(settings.dataDir, 'backups', `before-restore-${stamp}.tar.gz`);
        const current = await openDatabase({ databaseUrl: url, dataDir: settings.dataDir });
        try {
          await writeBackup(current, settings, before);
        } finally {
          await current.close();
        }
        kept.push(before);
      }
      // One transaction: the database is either the backup's (the replaced shop all gone) or untouched.
      await restorePostgres(path.join(staging, POSTGRES_FILE), url, { replace: occupied, clean: force });
    }
    const stagedUploads = path.join(staging, UPLOADS);
    if (!fs.existsSync(stagedUploads)) fs.mkdirSync(stagedUploads);
    const keptUploads = swapIn(stagedUploads, path.join(settings.dataDir, UPLOADS), stamp);
    if (keptUploads) kept.push(keptUploads);
    if (kind === 'postgres')
      applied = await migratePostgres({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl as string }, kept);
    return { manifest, kept, applied };
  } finally {
    stopTouching();
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
