/**
 * `pnpm backup` / `pnpm restore` (issue 42 item 1): a backup made while the shop serves holds its
 * database and uploads; it restores into a fresh place and the shop starts on it; a newer backup,
 * the other kind of database, an occupied target and a file that is not a backup are refused with a
 * sentence, and a refused restore changes nothing. Runs on PGlite in DATA_DIR (the serving process
 * writes the dump through its operator socket) or, with TEST_DATABASE=postgres, on throwaway
 * databases with the machine's pg_dump / pg_restore.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { createUser } from '../../test/helper';
import { leaveRestoreLeftovers, type Place, places, serveAt } from '../../test/places';
import { smallDisk } from '../../test/small-disk';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { BackupError, codeMigrations, writeBackup } from './backup';
import { readManifest } from './backup-archive';
import { askServerForBackup, listenForOperator } from './operator-socket';
import { restoreBackup } from './restore';

jest.setTimeout(180_000);

const usePostgres = process.env.TEST_DATABASE === 'postgres';
const apiDir = path.resolve(__dirname, '../..');
const shops = places();
afterAll(() => shops.removeAll());

async function backupOf(app: FastifyInstance, where: Place, out: string) {
  if (usePostgres) return writeBackup(app.ctx.database, where, out);
  // As `pnpm backup` beside a serving PGlite shop: the serving process writes it.
  const stop = await listenForOperator(app.ctx.database, where, () => {});
  try {
    return await askServerForBackup(where.dataDir, out);
  } finally {
    await stop();
  }
}

let backupFile: string;
let source: Place;

beforeAll(async () => {
  source = await shops.place();
  const app = await serveAt(source);
  try {
    await createUser(app, { username: 'kept_customer', email: 'kept@example.com' });
    fs.mkdirSync(path.join(source.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'uploads', 'rocket.png'), 'picture bytes');
    backupFile = path.join(source.dataDir, 'backups', 'nightly.tar.gz');
    const manifest = await backupOf(app, source, backupFile);
    expect(manifest).toMatchObject({
      format: 1,
      database: usePostgres ? 'postgres' : 'pglite',
      migrations: codeMigrations().length,
      lastMigration: codeMigrations().at(-1),
      uploads: 1,
    });
  } finally {
    await app.close();
  }
});

it('writes the backup readable and writable by its owner only (it holds password hashes and customers)', () => {
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
});

it('restores into a fresh place, and the shop starts there with the customers and uploads of the backup', async () => {
  const target = await shops.place();
  const { manifest, kept } = await restoreBackup(backupFile, target);
  expect(manifest.database).toBe(usePostgres ? 'postgres' : 'pglite');
  expect(kept).toEqual([]);
  expect(fs.readFileSync(path.join(target.dataDir, 'uploads', 'rocket.png'), 'utf8')).toBe('picture bytes');
  const app = await serveAt(target);
  try {
    const rows = await app.ctx.db.select().from(users).where(eq(users.username, 'kept_customer'));
    expect(rows).toHaveLength(1);
  } finally {
    await app.close();
  }
});

it('backs up the uploads as the shop writes and deletes them: a picture still being written is left out, one deleted as it is copied is passed over', async () => {
  const where = await shops.place();
  const app = await serveAt(where);
  const uploads = path.join(where.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'kept.png'), 'kept bytes');
  fs.writeFileSync(path.join(uploads, 'replaced.png'), 'replaced bytes');
  // The storage adapter writes `<name>.<pid>.tmp`, then renames it into place once whole.
  fs.writeFileSync(path.join(uploads, 'new.png.4242.tmp'), 'half a pic');
  // An edit replaces a picture (or the sweep removes an abandoned one) while the backup copies.
  const copy = fs.copyFileSync;
  const spy = jest.spyOn(fs, 'copyFileSync').mockImplementation((from, to, mode) => {
    if (String(from).endsWith('replaced.png')) fs.rmSync(from as string);
    return copy(from, to, mode);
  });
  try {
    const out = path.join(where.dataDir, 'backups', 'during-edits.tar.gz');
    const manifest = await backupOf(app, where, out);
    expect(manifest.uploads).toBe(1);
    const entries: string[] = [];
    await tar.list({ file: out, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((entry) => entry.startsWith('uploads/') && entry !== 'uploads/')).toEqual(['uploads/kept.png']);
  } finally {
    spy.mockRestore();
    await app.close();
  }
});

it('refuses a place that already holds a shop unless forced, and then keeps what it replaced', async () => {
  const target = await shops.place();
  const app = await serveAt(target);
  await createUser(app, { username: 'replaced_customer', email: 'replaced@example.com' });
  await app.close();
  await expect(restoreBackup(backupFile, target)).rejects.toThrow(/already holds a shop.*--force/);
  // Nothing changed: the shop there still has its own customer.
  const before = await serveAt(target);
  expect(await before.ctx.db.select().from(users).where(eq(users.username, 'replaced_customer'))).toHaveLength(1);
  await before.close();

  const { kept } = await restoreBackup(backupFile, target, { force: true });
  if (!usePostgres) expect(kept.some((folder) => /pg\.before-restore-/.test(folder))).toBe(true);
  const after = await serveAt(target);
  try {
    expect(await after.ctx.db.select().from(users).where(eq(users.username, 'kept_customer'))).toHaveLength(1);
    expect(await after.ctx.db.select().from(users).where(eq(users.username, 'replaced_customer'))).toHaveLength(0);
  } finally {
    await after.close();
  }
  if (usePostgres) {
    // PostgreSQL has no folder to keep: the replaced shop is a backup of its own, and comes back from it.
    const replaced = kept.find((file) => /backups\/before-restore-.*\.tar\.gz$/.test(file)) as string;
    expect(replaced).toBeDefined();
    const elsewhere = await shops.place();
    await restoreBackup(replaced, elsewhere);
    const back = await serveAt(elsewhere);
    try {
      expect(await back.ctx.db.select().from(users).where(eq(users.username, 'replaced_customer'))).toHaveLength(1);
    } finally {
      await back.close();
    }
  }
});

it("removes a killed restore's leftovers once untouched for an hour, never one under way, and leaves none of its own", async () => {
  const target = await shops.place();
  const underWay = leaveRestoreLeftovers(target.dataDir);
  await restoreBackup(backupFile, target);
  expect(fs.readdirSync(target.dataDir).filter((name) => name.includes('restor'))).toEqual([underWay]);
});

/** Room for a test shop and its backup; each full-disk test then shrinks its disk to what it needs (leaveFree). */
const ROOMY_DISK_KIB = 256 * 1024;

/** The bytes the files in the backup `file` take unpacked: what a restore writes before it builds anything. */
async function unpackedSize(file: string): Promise<number> {
  let total = 0;
  await tar.list({
    file,
    onReadEntry: (entry) => {
      total += entry.size ?? 0;
    },
  });
  return total;
}

/**
 * Restores `file` with --force over a shop (its customer still_here, its picture old.png) whose
 * DATA_DIR is on a real small disk with only `free` bytes left; checks that the shop there is as it
 * was (its own customer and picture, nothing kept beside, no scratch folder) and returns what the
 * restore failed with.
 */
async function refusedOnFullDisk(file: string, free: number): Promise<{ dataDir: string; refused: unknown }> {
  const disk = smallDisk(ROOMY_DISK_KIB);
  try {
    const target = await shops.place({ dataDir: path.join(disk.dir, 'shop') });
    const app = await serveAt(target);
    await createUser(app, { username: 'still_here', email: 'still@example.com' });
    await app.close();
    fs.mkdirSync(path.join(target.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'uploads', 'old.png'), 'old picture');
    const before = fs.readdirSync(target.dataDir).sort();
    disk.leaveFree(free);
    const refused = await restoreBackup(file, target, { force: true }).catch((error: unknown) => error);
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(before);
    expect(fs.readdirSync(path.join(target.dataDir, 'uploads'))).toEqual(['old.png']);
    const after = await serveAt(target);
    try {
      expect(await after.ctx.db.select().from(users).where(eq(users.username, 'still_here'))).toHaveLength(1);
    } finally {
      await after.close();
    }
    return { dataDir: target.dataDir, refused };
  } finally {
    disk.unmount();
  }
}

it('a restore whose unpacking fails part-way (a full disk) says so and changes nothing: no picture goes missing behind a success', async () => {
  // The disk has room for all the backup holds but a film bigger than that room: unpacking stops at it.
  const room = (await unpackedSize(backupFile)) + 1024 * 1024;
  const withFilm = await alteredArchive((dir) => {
    fs.writeFileSync(path.join(dir, 'uploads', 'show.mov'), Buffer.alloc(room + 1024 * 1024));
  });
  const { dataDir, refused } = await refusedOnFullDisk(withFilm, room);
  expect(refused).toBeInstanceOf(BackupError);
  expect((refused as Error).message).toBe(
    `The backup could not be unpacked into ${dataDir}: uploads/show.mov: ENOSPC: no space left on device, write. Nothing was changed.`,
  );
});

const onPglite = usePostgres ? it.skip : it;

onPglite(
  'a PGlite restore whose database does not fit on the disk says the disk is full where DATA_DIR is, not that the backup is damaged',
  async () => {
    // The backup unpacks whole (with a megabyte to spare); the disk fills up as PGlite writes the database's files out of it.
    const { dataDir, refused } = await refusedOnFullDisk(backupFile, (await unpackedSize(backupFile)) + 1024 * 1024);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toBe(
      `There is not enough space on the disk where DATA_DIR is (${dataDir}) to restore the backup's database: free some space there, then restore again. Nothing was changed.`,
    );
  },
);

it('a backup written to a full disk says which folder has no room and leaves nothing of its own there, not even its scratch folder', async () => {
  const disk = smallDisk(ROOMY_DISK_KIB);
  const app = await serveAt(source);
  try {
    const folder = path.join(disk.dir, 'backups');
    fs.mkdirSync(folder);
    // The disk is full of older backups.
    fs.writeFileSync(path.join(folder, 'older.tar.gz'), Buffer.alloc(1024 * 1024));
    disk.leaveFree(0);
    const refused = await backupOf(app, source, path.join(folder, 'nightly.tar.gz')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toBe(
      `There is not enough space on the disk where ${folder} is to write the backup: free some space there or write it to another disk, then run it again. Nothing of it was left behind.`,
    );
    expect(fs.readdirSync(folder)).toEqual(['older.tar.gz']);
  } finally {
    await app.close();
    disk.unmount();
  }
});

onPglite(
  'a PGlite backup whose database file is damaged says its database could not be opened, in words, and changes nothing',
  async () => {
    const damaged = await shops.alteredCopy(backupFile, (dir) => {
      fs.writeFileSync(path.join(dir, 'database.pglite.tar'), 'not a database');
    });
    const target = await shops.place();
    const refused = await restoreBackup(damaged, target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/^The backup's database could not be opened: \S/);
    expect((refused as Error).message).not.toMatch(/undefined|\[object Object\]/);
    expect(fs.existsSync(path.join(target.dataDir, 'pg'))).toBe(false);
  },
);

/** A copy of the backup with its extracted files changed by `change`. */
const alteredArchive = (change: (dir: string) => void) => shops.alteredCopy(backupFile, change);

/** A copy of the backup with its manifest changed. */
function alteredBackup(change: (manifest: Record<string, unknown>) => void): Promise<string> {
  return alteredArchive((dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    change(manifest);
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  });
}

it('refuses a backup made by a newer shop, and one of the other kind of database, with a sentence', async () => {
  const target = await shops.place();
  const newer = await alteredBackup((manifest) => {
    manifest.migrations = codeMigrations().length + 1;
  });
  await expect(restoreBackup(newer, target)).rejects.toThrow('This backup was made by a newer shop');
  const otherKind = await alteredBackup((manifest) => {
    manifest.database = usePostgres ? 'pglite' : 'postgres';
  });
  await expect(restoreBackup(otherKind, target)).rejects.toThrow(usePostgres ? /PGlite database/ : /PostgreSQL database/);
  expect(fs.existsSync(path.join(target.dataDir, 'pg'))).toBe(false);
});

it('says when a file is not a shop backup', async () => {
  const file = path.join(source.dataDir, 'not-a-backup.tar.gz');
  fs.writeFileSync(file, 'hello');
  await expect(readManifest(file)).rejects.toThrow(BackupError);
  await expect(readManifest(file)).rejects.toThrow('is not a shop backup');
});

it('refuses a damaged, foreign or incomplete file with a sentence, and leaves the place as it was', async () => {
  const target = await shops.place();
  const whole = fs.readFileSync(backupFile);
  const cut = path.join(os.tmpdir(), `fw-bk-cut-${process.pid}.tar.gz`);
  shops.alsoRemove(() => fs.rmSync(cut, { force: true }));
  fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
  const garbled = await alteredArchive((dir) => fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format": 1, "datab'));
  const foreign = await alteredArchive((dir) => fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format": 1, "app": "other"}'));
  const incomplete = await alteredArchive((dir) => {
    for (const name of ['database.pglite.tar', 'database.pgdump']) fs.rmSync(path.join(dir, name), { force: true });
  });
  for (const [file, sentence] of [
    [cut, /is not a shop backup, or it is damaged/],
    [garbled, /is not a shop backup \(its manifest\.json is not a shop's\)/],
    [foreign, /is not a shop backup \(its manifest\.json is not a shop's\)/],
    [incomplete, /is incomplete: it has no database\.(pglite\.tar|pgdump) \(the database\)/],
  ] as const) {
    const refused = await restoreBackup(file, target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(sentence);
  }
  // Nothing was made in the place: no database folder, nothing half-restored.
  expect(fs.readdirSync(target.dataDir)).toEqual([]);
});

/** Runs a command's TypeScript entry point as `pnpm backup` / `pnpm restore` would. */
function command(script: string, args: string[], where: Place, env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATA_DIR: where.dataDir,
        ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

it('pnpm backup prints the file last, and pnpm restore puts it back (the commands)', async () => {
  const backedUp = await command('src/cli/backup.ts', [], source);
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  const file = backedUp.stdout.trim().split('\n').at(-1) as string;
  expect(file).toMatch(/backups\/shop-.*\.tar\.gz$/);
  expect((await readManifest(file)).uploads).toBe(1);

  const target = await shops.place();
  const restored = await command('src/cli/restore.ts', [file], target);
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/Restored the backup of .* Start the shop\./);
  const again = await command('src/cli/restore.ts', [file], target);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/already holds a shop/);
});

it('pnpm backup of a place that holds no shop says so in a sentence, and creates no database there', async () => {
  const empty = await shops.place();
  const result = await command('src/cli/backup.ts', [], empty);
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toMatch(
    usePostgres ? /^The database of DATABASE_URL holds no shop/ : /holds no shop \(no pg\/ folder\): set DATA_DIR/,
  );
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(fs.existsSync(path.join(empty.dataDir, 'pg'))).toBe(false);
});

it('pnpm backup --out and pnpm restore take a relative FILE from the folder they were run in, not the repository root', async () => {
  // pnpm runs a root script from the repository root and names the caller's folder in INIT_CWD.
  const here = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-operator-'));
  shops.alsoRemove(() => fs.rmSync(here, { recursive: true, force: true }));
  // Where a relative FILE went before: the folder the command runs in.
  shops.alsoRemove(() => fs.rmSync(path.join(apiDir, 'before-upgrade.tar.gz'), { force: true }));
  const backedUp = await command('src/cli/backup.ts', ['--out', 'before-upgrade.tar.gz'], source, { INIT_CWD: here });
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  expect(backedUp.stdout.trim().split('\n').at(-1)).toBe(path.join(here, 'before-upgrade.tar.gz'));
  expect(fs.readdirSync(here)).toEqual(['before-upgrade.tar.gz']);
  expect(fs.existsSync(path.join(apiDir, 'before-upgrade.tar.gz'))).toBe(false);

  const target = await shops.place();
  const restored = await command('src/cli/restore.ts', ['before-upgrade.tar.gz'], target, { INIT_CWD: here });
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  const missing = await command('src/cli/restore.ts', ['no-such-backup.tar.gz'], target, { INIT_CWD: here });
  expect(missing.code).toBe(1);
  expect(missing.stderr.trim()).toBe(`${path.join(here, 'no-such-backup.tar.gz')} does not exist.`);
});

it('pnpm backup of a PGlite place another command holds (a restore under way) names that command, not a shop that did not answer', async () => {
  // PGlite in both runs: the lock is PGlite's.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-place-'));
  shops.alsoRemove(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const where = { dataDir, databaseUrl: null };
  await (await serveAt(where)).close();
  // This test's process stands for `pnpm restore` holding the data directory (the command runs in another).
  const unlock = lockDataDir(dataDir, 'pnpm restore');
  try {
    const result = await command('src/cli/backup.ts', [], where);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${dataDir} is in use by pnpm restore (pid ${process.pid}): wait for it to end, then run the backup again. Nothing was written.`,
    );
  } finally {
    unlock();
  }
  expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
});

it('pnpm backup --out a folder, pnpm restore of a folder, and a DATA_DIR that is a file: a sentence each, no stack, nothing written', async () => {
  const folder = await shops.place();
  const toFolder = await command('src/cli/backup.ts', ['--out', folder.dataDir], source);
  expect(toFolder.code).toBe(1);
  expect(toFolder.stderr.trim()).toBe(
    `The backup could not be written to ${folder.dataDir}: it is a folder (name the file to write, for example ${path.join(folder.dataDir, 'shop.tar.gz')}). Nothing of it was left behind.`,
  );
  expect(fs.readdirSync(folder.dataDir)).toEqual([]);

  const target = await shops.place();
  const ofFolder = await command('src/cli/restore.ts', [folder.dataDir], target);
  expect(ofFolder.code).toBe(1);
  expect(ofFolder.stderr.trim()).toBe(`${folder.dataDir} is a folder, not a backup: name the file pnpm backup wrote.`);

  const fileAsDataDir = path.join(target.dataDir, 'not-a-folder');
  fs.writeFileSync(fileAsDataDir, 'a file');
  const intoFile = await command('src/cli/restore.ts', [backupFile], { ...target, dataDir: fileAsDataDir });
  expect(intoFile.code).toBe(1);
  expect(intoFile.stderr.trim()).toBe(
    `DATA_DIR (${fileAsDataDir}) is a file, not a folder: set DATA_DIR to the folder the shop keeps its data in.`,
  );
  expect(intoFile.stderr).not.toMatch(/\n\s+at /);
  expect(fs.readFileSync(fileAsDataDir, 'utf8')).toBe('a file');
});

const onPostgres = usePostgres ? it : it.skip;

onPostgres(
  "pg_dump and psql (the tools that connect) get DATABASE_URL's password through their environment, not a command line every account can read",
  async () => {
    const secret = 'visible-to-every-account-0123';
    const withPassword = (url: string) => {
      const parsed = new URL(url);
      parsed.password = secret;
      return parsed.toString();
    };
    const from = { dataDir: source.dataDir, databaseUrl: withPassword(source.databaseUrl as string) };
    const target = await shops.place();
    const into = { dataDir: target.dataDir, databaseUrl: withPassword(target.databaseUrl as string) };
    // Each tool that connects is run through a stand-in first on PATH that notes its command line (what `ps`
    // shows every account on the machine) and whether PGPASSWORD reached it, then runs the real tool. (The
    // stand-ins reach the calls given an environment built from process.env; pg_restore is given no URL:
    // it writes the restore script psql runs.)
    const stands = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-tools-'));
    const notes = path.join(stands, 'notes.txt');
    for (const tool of ['pg_dump', 'psql']) {
      const real = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
      const stand = path.join(stands, tool);
      fs.writeFileSync(stand, `#!/bin/sh\necho "${tool} password-in-env=\${PGPASSWORD:+yes} $*" >> "${notes}"\nexec "${real}" "$@"\n`);
      fs.chmodSync(stand, 0o755);
    }
    const searchPath = process.env.PATH;
    process.env.PATH = `${stands}${path.delimiter}${searchPath}`;
    try {
      const file = path.join(source.dataDir, 'backups', 'with-password.tar.gz');
      const database = await openDatabase({ databaseUrl: from.databaseUrl, dataDir: from.dataDir });
      try {
        await writeBackup(database, from, file);
      } finally {
        await database.close();
      }
      await restoreBackup(file, into);
    } finally {
      process.env.PATH = searchPath;
    }
    const runs = fs
      .readFileSync(notes, 'utf8')
      .trim()
      .split('\n')
      .filter((line) => !line.endsWith('--version'));
    fs.rmSync(stands, { recursive: true, force: true });
    expect(runs.map((line) => line.split(' ')[0]).sort()).toEqual(['pg_dump', 'psql']);
    for (const line of runs) {
      expect(line).not.toContain(secret);
      expect(line).toContain('password-in-env=yes');
    }
  },
);

onPostgres('pnpm restore into a DATABASE_URL that cannot be opened says so in a sentence naming DATABASE_URL', async () => {
  const nothing = net.createServer();
  await new Promise<void>((resolve) => nothing.listen(0, '127.0.0.1', resolve));
  const { port } = nothing.address() as net.AddressInfo;
  await new Promise((resolve) => nothing.close(resolve));
  const target = await shops.place();
  const result = await command('src/cli/restore.ts', [backupFile], {
    dataDir: target.dataDir,
    databaseUrl: `postgres://shop:secret-password@127.0.0.1:${port}/shop`,
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe(
    `The database of DATABASE_URL (postgres://shop:***@127.0.0.1:${port}/shop) could not be opened: connect ECONNREFUSED 127.0.0.1:${port}. Check DATABASE_URL, and that its server runs.`,
  );
});
