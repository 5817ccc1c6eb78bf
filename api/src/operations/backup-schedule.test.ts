/**
 * BACKUP_EVERY / BACKUP_KEEP: the scheduled backup is a restorable backup in DATA_DIR/backups, and
 * only the newest BACKUP_KEEP scheduled files stay (other files there are left alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../test/helper';
import { readManifest } from './backup-archive';
import { backupNow, pruneBackups, startBackupSchedule } from './backup-schedule';

function touch(dir: string, name: string, minutesAgo: number) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'old');
  const at = new Date(Date.now() - minutesAgo * 60_000);
  fs.utimesSync(file, at, at);
}

it('keeps the newest BACKUP_KEEP scheduled backups and nothing else is touched', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-prune-'));
  try {
    for (const [name, minutes] of [
      ['shop-a.tar.gz', 40],
      ['shop-b.tar.gz', 30],
      ['shop-c.tar.gz', 20],
      ['shop-d.tar.gz', 10],
      ['before-upgrade.tar.gz', 50],
    ] as const) {
      touch(dir, name, minutes);
    }
    expect(pruneBackups(dir, 2).sort()).toEqual(['shop-a.tar.gz', 'shop-b.tar.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual(['before-upgrade.tar.gz', 'shop-c.tar.gz', 'shop-d.tar.gz']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A backup that goes while the folder is listed (an off-site copy job moves it): a dangling symlink named
 * like one is that moment held still, as readdir lists it and stat then fails with ENOENT.
 */
function vanishing(dir: string, name: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.symlinkSync(path.join(dir, 'moved-off-site'), path.join(dir, name));
}

it('passes over a backup that goes while the folder is listed, and prunes the others', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-prune-'));
  try {
    touch(dir, 'shop-a.tar.gz', 30);
    touch(dir, 'shop-b.tar.gz', 20);
    touch(dir, 'shop-c.tar.gz', 10);
    vanishing(dir, 'shop-gone.tar.gz');
    expect(pruneBackups(dir, 1).sort()).toEqual(['shop-a.tar.gz', 'shop-b.tar.gz']);
    expect(fs.readdirSync(dir).filter((name) => name !== 'shop-gone.tar.gz')).toEqual(['shop-c.tar.gz']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('writes a backup of the serving database into DATA_DIR/backups and prunes after it', async () => {
  const t = await buildTestApp();
  try {
    const place = { dataDir: t.dataDir, databaseUrl: t.config.databaseUrl };
    const dir = path.join(t.dataDir, 'backups');
    touch(dir, 'shop-old-1.tar.gz', 30);
    touch(dir, 'shop-old-2.tar.gz', 20);
    const file = await backupNow(t.app.ctx.database, place, 2);
    expect(path.dirname(file)).toBe(dir);
    expect((await readManifest(file)).database).toBe(t.app.ctx.database.kind);
    expect(fs.readdirSync(dir).sort()).toEqual(['shop-old-2.tar.gz', path.basename(file)].sort());
  } finally {
    await t.close();
  }
});

/** Starts the schedule on `t`'s shop; what it logs goes to `messages` (errors marked `error: `). */
function loggedSchedule(t: TestApp, schedule: { everyMs: number; keep: number }) {
  const messages: string[] = [];
  const log = { info: (m: string) => messages.push(m), error: (m: string) => messages.push(`error: ${m}`) };
  const running = startBackupSchedule(t.app.ctx.database, { dataDir: t.dataDir, databaseUrl: t.config.databaseUrl }, schedule, log);
  return { messages, stop: () => running.stop() };
}

it('runs on its interval, logs each backup, and stop() waits for the one under way', async () => {
  const t = await buildTestApp();
  try {
    const { messages, ...schedule } = loggedSchedule(t, { everyMs: 200, keep: 1 });
    while (messages.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    await schedule.stop();
    expect(messages.every((m) => m.startsWith('scheduled backup written: '))).toBe(true);
    expect(fs.readdirSync(path.join(t.dataDir, 'backups'))).toHaveLength(1);
  } finally {
    await t.close();
  }
});

it('logs a scheduled backup as written when a backup goes from the folder while it is pruned', async () => {
  const t = await buildTestApp();
  try {
    const dir = path.join(t.dataDir, 'backups');
    touch(dir, 'shop-old.tar.gz', 30);
    vanishing(dir, 'shop-moved.tar.gz');
    const { messages, ...schedule } = loggedSchedule(t, { everyMs: 60_000, keep: 1 });
    // The last backup is 30 minutes old, older than the minute: the first one is due at once.
    while (messages.length < 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await schedule.stop();
    const [message, ...more] = messages;
    expect(more).toEqual([]);
    expect(message).toMatch(/^scheduled backup written: .*shop-.*\.tar\.gz$/);
    const written = String(message).replace('scheduled backup written: ', '');
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(written), 'shop-moved.tar.gz'].sort());
  } finally {
    await t.close();
  }
});

/** The messages of a schedule on a fresh shop whose DATA_DIR/backups holds `existing`, after `waitMs`. */
async function firstMessages(existing: { name: string; minutesAgo: number }, everyMs: number, waitMs: number) {
  const t = await buildTestApp();
  try {
    touch(path.join(t.dataDir, 'backups'), existing.name, existing.minutesAgo);
    const { messages, ...schedule } = loggedSchedule(t, { everyMs, keep: 7 });
    for (let waited = 0; waited < waitMs && messages.length === 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    await schedule.stop();
    return messages;
  } finally {
    await t.close();
  }
}

it('a restarted server backs up at once when its last scheduled backup is older than BACKUP_EVERY', async () => {
  // Restarted every night, a server with BACKUP_EVERY=1d never reached its first tick.
  const messages = await firstMessages({ name: 'shop-yesterday.tar.gz', minutesAgo: 25 * 60 }, 24 * 3_600_000, 15_000);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(/^scheduled backup written: /);
});

it('and waits for the rest of the interval when the last one is recent', async () => {
  expect(await firstMessages({ name: 'shop-recent.tar.gz', minutesAgo: 1 }, 3_600_000, 1500)).toEqual([]);
});
