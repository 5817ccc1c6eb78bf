/**
 * Where a backup or a restore works before its result is whole: one owner-only scratch folder,
 * `.backup-<hex>` beside a backup's file, `.restore-<hex>` in DATA_DIR for a restore (the extracted
 * archive, and PGlite's new folder until it is swapped in). A failed backup or restore removes its
 * folder; one killed part-way leaves only it, and the next backup (beside its file and in DATA_DIR)
 * or restore (in DATA_DIR) removes it once nothing has written to it for an hour. A backup or restore
 * under way keeps writing to its own, or touches it (keepFresh) while it waits on a long step.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What killed backups and restores leave, this version's and earlier ones'. */
const LEFTOVERS = [
  /^\.backup-[0-9a-f]{8}$/,
  /^\.restore-[0-9a-f]{8}$/,
  // Earlier versions: a default-named archive written in place, and PGlite's folder built beside pg/.
  /^(shop|before-restore)-.+\.tar\.gz\.partial$/,
  /^pg\.restoring-[0-9TZ-]+$/,
];
const LEFTOVER_AFTER_MS = 60 * 60_000;

/** An owner-only scratch folder beside `target` (what is staged there is the shop's data). */
export function scratchBeside(target: string, label: string): string {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const dir = path.join(path.dirname(target), `.${label}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/**
 * Touches `dir` every `everyMs` until the returned stop is called, so a step that writes nothing
 * there for an hour (psql restoring a large database) does not make it look left behind.
 */
export function keepFresh(dir: string, everyMs = LEFTOVER_AFTER_MS / 6): () => void {
  const timer = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(dir, now, now);
    } catch {
      // Gone or unreachable: its owner removes it, or the next sweep does.
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The newest modification time in `file` and below it, or null when it went while being read (its backup or restore ended). */
function lastWritten(file: string): number | null {
  try {
    const stat = fs.statSync(file);
    let newest = stat.mtimeMs;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file, { recursive: true }) as string[]) {
        newest = Math.max(newest, fs.statSync(path.join(file, name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
      }
    }
    return newest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the leftovers of killed backups and restores in `dir` untouched for LEFTOVER_AFTER_MS; returns their names. */
export function removeLeftovers(dir: string, now = Date.now()): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!LEFTOVERS.some((pattern) => pattern.test(name))) continue;
    const written = lastWritten(path.join(dir, name));
    if (written === null || now - written < LEFTOVER_AFTER_MS) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
