/**
 * The server's own backups (BACKUP_EVERY, BACKUP_KEEP): every interval it writes a backup into
 * DATA_DIR/backups (as `pnpm backup` would) and then keeps only the newest BACKUP_KEEP `shop-*.tar.gz`
 * files there. A failed backup is logged and removes nothing; /metrics' shop_backup_age_seconds grows.
 * With several API processes on one database, set it on one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { writeBackup } from './backup';

const SCHEDULED = /^shop-.+\.tar\.gz$/;

export interface Place {
  dataDir: string;
  databaseUrl: string | null;
}

/** Deletes all but the newest `keep` scheduled backups in `dir` (by modification time); returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const old = files.slice(keep).map((file) => file.name);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/** One scheduled backup, then the pruning; resolves the new file's path. */
export async function backupNow(database: Database, place: Place, keep: number, now = new Date()): Promise<string> {
  const dir = path.join(place.dataDir, 'backups');
  const file = path.join(dir, `shop-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  await writeBackup(database, place, file);
  pruneBackups(dir, keep);
  return file;
}

/**
 * Starts the schedule; `stop()` ends it and waits for a backup under way. Ticks never overlap (a
 * backup longer than the interval skips the next tick), and the timer does not keep the process up.
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
    running = backupNow(database, place, schedule.keep)
      .then(
        (file) => log.info(`scheduled backup written: ${file}`),
        (error: unknown) => log.error(`scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, schedule.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
