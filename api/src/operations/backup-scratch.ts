/**
 * Where a backup is made before it is whole: one owner-only folder `.backup-<hex>` beside the
 * target, holding the staged files and the archive until the archive is renamed into place. A
 * failed backup removes that one folder; a backup killed part-way leaves only it, and the next
 * backup into the same folder removes it once nothing has written to it for an hour (a backup
 * under way, say `pnpm backup` beside the schedule, keeps writing to its own).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRATCH = /^\.backup-[0-9a-f]{8}$/;
/** What earlier versions left when killed while writing a default-named archive: `<target>.partial`. */
const EARLIER_PARTIAL = /^(shop|before-restore)-.+\.tar\.gz\.partial$/;
const LEFTOVER_AFTER_MS = 60 * 60_000;

/** An owner-only scratch folder beside `target` (what is staged there is the shop's data). */
export function scratchBeside(target: string, label: string): string {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const dir = path.join(path.dirname(target), `.${label}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/** The newest modification time in `file` and below it, or null when it went while being read (its backup ended). */
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

/** Removes the leftovers of killed backups in `dir` untouched for LEFTOVER_AFTER_MS; returns their names. */
export function removeLeftovers(dir: string, now = Date.now()): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!SCRATCH.test(name) && !EARLIER_PARTIAL.test(name)) continue;
    const written = lastWritten(path.join(dir, name));
    if (written === null || now - written < LEFTOVER_AFTER_MS) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
