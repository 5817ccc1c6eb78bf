/**
 * Backups and restores (ARCHITECTURE §8): one .tar.gz holding the database and the uploads, with a
 * manifest naming the shop's version and migration level.
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
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { type Database, DatabaseUnavailableError, openDatabase, PGLITE_START_PARAMS } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrationsFolder } from '../db/migrate';
import { BackupError } from './backup-error';
import { keepFresh, removeLeftovers, scratchBeside } from './backup-scratch';
import { isDiskFull } from './disk-full';
import { appliedMigrations, bringUpToDate, codeMigrations } from './migration-level';
import { restorePostgres } from './postgres-restore';
import { checkToolsFit, run, toolConnection } from './postgres-tools';

export { BackupError, codeMigrations };

/** What a backup says about itself (manifest.json inside the archive). */
export interface BackupManifest {
  format: 1;
  /** The API package's version that made it. */
  shopVersion: string;
  /** Migrations applied to the database when it was made (the code's level is the journal's length). */
  migrations: number;
  lastMigration: string | null;
  database: 'pglite' | 'postgres';
  createdAt: string;
  uploads: number;
}

const MANIFEST = 'manifest.json';
const PGLITE_FILE = 'database.pglite.tar';
const POSTGRES_FILE = 'database.pgdump';
const UPLOADS = 'uploads';

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

/** True when `where` is an existing folder. */
function isFolder(where: string): boolean {
  return fs.statSync(where, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Why a step failed, in one line: a tool's own words (its stderr), else the error's message. */
function reason(error: unknown): string {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr?.trim() || message || String(error)).replace(/\.$/, '');
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
      const url = settings.databaseUrl as string;
      await checkToolsFit(['pg_dump'], url);
      const connection = toolConnection(url);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, POSTGRES_FILE)}`,
          `--dbname=${connection.dbname}`,
        ],
        { env: connection.env, maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: unknown) => {
        // A full disk is said below, where the folder is named; its stderr stays on the error for that.
        throw isDiskFull(error) ? error : new Error(`pg_dump failed: ${reason(error)}`);
      });
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

/** The manifest's fields as this shop writes them, or null when `text` is not such a manifest. */
function parseManifest(text: string): (Partial<BackupManifest> & { format: unknown }) | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' && 'format' in parsed ? (parsed as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** Reads the whole archive: its manifest (checked to be a shop's) and the names of its entries. */
async function inspectBackup(file: string): Promise<{ manifest: BackupManifest; entries: Set<string> }> {
  let text: string | null = null;
  const entries = new Set<string>();
  try {
    await tar.list({
      file,
      onReadEntry: (entry) => {
        entries.add(entry.path);
        if (entry.path !== MANIFEST) return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          text = Buffer.concat(chunks).toString('utf8');
        });
      },
    });
  } catch {
    throw new BackupError(`${file} is not a shop backup, or it is damaged: it cannot be read as a .tar.gz to its end.`);
  }
  if (text === null) throw new BackupError(`${file} is not a shop backup (it has no ${MANIFEST}).`);
  const manifest = parseManifest(text);
  if (!manifest) throw new BackupError(`${file} is not a shop backup (its ${MANIFEST} is not a shop's).`);
  if (manifest.format !== 1) throw new BackupError(`${file} has a backup format this shop does not know (${String(manifest.format)}).`);
  const known =
    (manifest.database === 'pglite' || manifest.database === 'postgres') &&
    Number.isInteger(manifest.migrations) &&
    typeof manifest.createdAt === 'string';
  if (!known) throw new BackupError(`${file} is not a shop backup (its ${MANIFEST} is not a shop's).`);
  return { manifest: manifest as BackupManifest, entries };
}

/** Refuses an archive without the database its manifest names. */
function checkWhole(file: string, manifest: BackupManifest, entries: Set<string>): void {
  const dump = manifest.database === 'pglite' ? PGLITE_FILE : POSTGRES_FILE;
  if (!entries.has(dump)) throw new BackupError(`${file} is incomplete: it has no ${dump} (the database).`);
}

/**
 * Reads a backup's manifest and checks the archive is one of ours and whole: a .tar.gz that reads to
 * its end, a manifest this shop knows, and the database it names inside.
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  const { manifest, entries } = await inspectBackup(file);
  checkWhole(file, manifest, entries);
  return manifest;
}

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

const nonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

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

/**
 * Loads PGlite's dump into `dir` and brings it to this code's level there; returns the migrations
 * applied. A disk that fills up as the database is written out is said as such, not blamed on the
 * backup: the backup is fine, DATA_DIR's disk is not big enough for it.
 */
async function loadPglite(dump: string, dir: string, dataDir: string): Promise<string[]> {
  const explain = (error: unknown, otherwise: string) =>
    new BackupError(
      isDiskFull(error)
        ? `There is not enough space on the disk where DATA_DIR is (${dataDir}) to restore the backup's database: free some space there, then restore again. Nothing was changed.`
        : otherwise,
    );
  const db = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(dump)]), startParams: PGLITE_START_PARAMS });
  let failed = false;
  try {
    try {
      await db.query('select count(*) from users');
    } catch (error) {
      throw explain(error, `The backup's database could not be opened: ${reason(error)}`);
    }
    return await bringUpToDate(await openDatabase({ databaseUrl: null, dataDir: dir, pglite: db })).catch((error: unknown) => {
      throw explain(error, `This code's migrations failed on the backup's database, so nothing was changed: ${reason(error)}.`);
    });
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A database that failed to load fails to close too, with the same error: the sentence above is the one to tell.
    if (!db.closed)
      await db.close().catch((error: unknown) => {
        if (!failed) throw error;
      });
  }
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
