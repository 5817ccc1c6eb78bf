/**
 * The server's own backups (BACKUP_EVERY, BACKUP_KEEP): every interval it writes a backup into
 * DATA_DIR/backups (as `pnpm backup` would) and then keeps only the newest BACKUP_KEEP `shop-*.tar.gz`
 * files there (a file moved away while they are counted is passed over; a pruning that fails is
 * logged apart, the backup just written being whole). A failed backup is logged, leaves nothing of
 * itself and removes no older backup;
 * /metrics' shop_backup_age_seconds grows. A killed backup's or restore's scratch folder (`.backup-*`,
 * `.restore-*`) is never counted here; the next backup removes it (backup-scratch.ts).
 * With several API processes on one database, set it on one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { describeError } from '../shared/describe-error';
import { writeBackup } from './backup';
import { backupFiles } from './backup-files';

const SCHEDULED = /^shop-.+\.tar\.gz$/;

export interface Place {
  dataDir: string;
  databaseUrl: string | null;
}

/** The scheduled backups in `dir` with their modification times (one moved away meanwhile is passed over). */
const scheduledBackups = (dir: string) => backupFiles(dir, (name) => SCHEDULED.test(name));

/** Deletes all but the newest `keep` scheduled backups in `dir` (by modification time); returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = scheduledBackups(dir).sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const old = files.slice(keep).map((file) => file.name);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * Milliseconds until the next backup is due: `everyMs` after the newest `shop-*` backup in `dir`, at
 * once when there is none that recent. Counted from the files, not from the start: a server restarted
 * more often than the interval (every night, at each deploy) would otherwise never back up.
 */
export function nextBackupInMs(dir: string, everyMs: number, now = Date.now()): number {
  const times = scheduledBackups(dir).map((file) => file.mtime);
  const newest = times.length ? Math.max(...times) : Number.NEGATIVE_INFINITY;
  return Math.min(everyMs, Math.max(0, newest + everyMs - now));
}

/** Writes one scheduled backup into DATA_DIR/backups; resolves the new file's path. */
async function writeScheduled(database: Database, place: Place, now = new Date()): Promise<string> {
  const file = path.join(place.dataDir, 'backups', `shop-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  await writeBackup(database, place, file);
  return file;
}

/** One scheduled backup, then the pruning; resolves the new file's path. */
export async function backupNow(database: Database, place: Place, keep: number, now = new Date()): Promise<string> {
  const file = await writeScheduled(database, place, now);
  pruneBackups(path.dirname(file), keep);
  return file;
}

/**
 * Starts the schedule: the first backup when the last one is `everyMs` old (nextBackupInMs), then every
 * `everyMs`; `stop()` ends it and waits for a backup under way. Ticks never overlap (a backup longer
 * than the interval skips the next tick), and the timers do not keep the process up.
 */
export function startBackupSchedule(
  database: Database,
  place: Place,
  schedule: { everyMs: number; keep: number },
  log: { info(message: string): void; error(message: string): void },
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = writeScheduled(database, place)
      .then(
        (file) => {
          log.info(`scheduled backup written: ${file}`);
          // The backup is whole whatever happens here: a pruning that fails is its own error, not a failed backup.
          try {
            pruneBackups(path.dirname(file), schedule.keep);
          } catch (error) {
            log.error(`older scheduled backups could not be pruned (the new one is written): ${describeError(error)}`);
          }
        },
        (error: unknown) => log.error(`scheduled backup failed: ${describeError(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout = setTimeout(
    () => {
      tick();
      timer = setInterval(tick, schedule.everyMs);
      timer.unref();
    },
    nextBackupInMs(path.join(place.dataDir, 'backups'), schedule.everyMs),
  );
  timer.unref();
  return {
    async stop() {
      // The first timeout or the interval after it (Node clears either with either call).
      clearTimeout(timer);
      await running;
    },
  };
}
