/** Small questions about DATA_DIR's folders that backups and restores ask. */
import fs from 'node:fs';

/** True when `where` is an existing folder. */
export function isFolder(where: string): boolean {
  return fs.statSync(where, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

export const nonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
