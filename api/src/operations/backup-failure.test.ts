/**
 * A backup that fails part-way removes everything it began to write and says why in a sentence; a
 * backup cut short by a crash leaves only its scratch folder, which the next backup in that folder
 * removes once nothing has written to it for an hour, and which the rotation never counts as a
 * backup; the next backup also removes a killed restore's leftovers in DATA_DIR. PGlite, or
 * PostgreSQL with TEST_DATABASE=postgres.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../test/helper';
import { age, leaveRestoreLeftovers } from '../../test/places';
import { BackupError, writeBackup } from './backup';
import { readManifest } from './backup-archive';
import { backupNow, nextBackupInMs } from './backup-schedule';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const place = () => ({ dataDir: t.dataDir, databaseUrl: t.config.databaseUrl });

/** A fresh folder to back up into. */
const outDir = () => fs.mkdtempSync(path.join(t.dataDir, 'out-'));

async function failure(out: string): Promise<Error> {
  const failed = await writeBackup(t.app.ctx.database, place(), out).then(
    () => new Error('the backup did not fail'),
    (error: Error) => error,
  );
  expect(failed).toBeInstanceOf(BackupError);
  return failed;
}

it('a backup whose last write fails (its name is taken by a folder) removes what it wrote, and says so', async () => {
  const dir = outDir();
  const out = path.join(dir, 'nightly.tar.gz');
  fs.mkdirSync(path.join(out, 'kept'), { recursive: true });
  expect((await failure(out)).message).toMatch(
    /^The backup could not be written to \/.*\/nightly\.tar\.gz: .+\. Nothing of it was left behind\.$/,
  );
  expect(fs.readdirSync(dir)).toEqual(['nightly.tar.gz']);
  expect(fs.readdirSync(out)).toEqual(['kept']);
});

it('a backup that fails after the database was dumped (an upload it cannot copy) removes its staged copy, and says so', async () => {
  const uploads = path.join(t.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'rocket.png'), 'picture');
  // A socket cannot be copied: the copy of the uploads fails after the dump was staged.
  const stray = net.createServer();
  await new Promise<void>((resolve) => stray.listen(path.join(uploads, 'stray.sock'), resolve));
  try {
    const dir = outDir();
    expect((await failure(path.join(dir, 'shop.tar.gz'))).message).toMatch(
      /^The backup could not be written to \/.*\/shop\.tar\.gz: .+\. Nothing of it was left behind\.$/,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  } finally {
    await new Promise((resolve) => stray.close(resolve));
    fs.rmSync(uploads, { recursive: true, force: true });
  }
});

it("removes a crashed backup's leftovers at the next backup once untouched for an hour, and never counts them", async () => {
  const dir = path.join(t.dataDir, 'backups');
  // Left by a backup killed two hours ago: its scratch folder, and an earlier version's .partial file.
  const crashed = path.join(dir, '.backup-0123abcd');
  fs.mkdirSync(path.join(crashed, 'content'), { recursive: true });
  fs.writeFileSync(path.join(crashed, 'content', 'database.pgdump'), 'half a dump');
  age(crashed, 120);
  const earlier = path.join(dir, 'shop-2026-12-01T03-00-00-000Z.tar.gz.partial');
  fs.writeFileSync(earlier, 'half an archive');
  age(earlier, 120);
  // Another backup's, under way now (`pnpm backup` beside the schedule): left alone.
  const underWay = path.join(dir, '.backup-89abcdef');
  fs.mkdirSync(underWay);
  fs.writeFileSync(path.join(underWay, 'database.pgdump'), 'being written');

  // None of them is a backup: the schedule finds none, and is due at once.
  expect(nextBackupInMs(dir, 3_600_000)).toBe(0);
  const file = await backupNow(t.app.ctx.database, place(), 1);
  expect((await readManifest(file)).database).toBe(t.app.ctx.database.kind);
  expect(fs.readdirSync(dir).sort()).toEqual(['.backup-89abcdef', path.basename(file)].sort());
});

it("removes a killed restore's leftovers in DATA_DIR at the next backup once untouched for an hour, never one under way", async () => {
  const underWay = leaveRestoreLeftovers(t.dataDir);
  // A shop a restore replaced, kept beside on purpose: never a leftover, however old.
  const replaced = path.join(t.dataDir, 'pg.before-restore-2026-12-01T03-00-00-000Z');
  fs.mkdirSync(replaced);
  age(replaced, 120);

  // None of them is a backup, even in the folder the schedule looks in.
  expect(nextBackupInMs(t.dataDir, 3_600_000)).toBe(0);
  const file = await backupNow(t.app.ctx.database, place(), 1);
  expect((await readManifest(file)).database).toBe(t.app.ctx.database.kind);
  expect(
    fs
      .readdirSync(t.dataDir)
      .filter((name) => name.includes('restor'))
      .sort(),
  ).toEqual([underWay, path.basename(replaced)].sort());
});
