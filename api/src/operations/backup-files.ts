/**
 * The files in DATA_DIR/backups, as the schedule's pruning and /metrics' backup age count them. A
 * name that is no file is passed over: a link to a backup the rotation deleted, or one moved away
 * (an off-site copy job) between the listing and its stat; it must fail neither.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The files in `dir` whose names `counts` accepts, with their modification times; none when `dir` is missing. */
export function backupFiles(dir: string, counts: (name: string) => boolean): Array<{ name: string; mtime: number }> {
  if (!fs.existsSync(dir)) return [];
  const found: Array<{ name: string; mtime: number }> = [];
  for (const name of fs.readdirSync(dir)) {
    if (!counts(name)) continue;
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) found.push({ name, mtime: stat.mtimeMs });
  }
  return found;
}
