/**
 * `pnpm restore FILE [--force]`: puts a backup of `pnpm backup` back into the server's database and
 * DATA_DIR/uploads (operations/restore.ts), then applies this code's newer migrations to a backup of
 * an older shop. Refuses a backup made by a newer shop, and a target that already holds a shop
 * unless --force (PGlite's replaced folder and the old uploads are kept beside as
 * *.before-restore-<time>). With PGlite, stop the shop first.
 */
import { DatabaseUnavailableError } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { BackupError } from '../operations/backup-error';
import { restoreBackup } from '../operations/restore';
import { commandArgs, commandConfig, fail, operatorPath, runCommand } from './command';

const USAGE = `Usage: pnpm restore FILE [--force]

Restores a backup made by pnpm backup into the server's database (DATABASE_URL, or PGlite in
DATA_DIR, default ./data: stop the shop first) and DATA_DIR/uploads. --force replaces a shop that is
already there. A relative FILE is taken from the folder you run it in.`;

async function main() {
  const args = commandArgs(USAGE, (count) => count === 1 || (count === 2 && process.argv.includes('--force')));
  if (!args) return;
  const file = args.find((arg) => arg !== '--force');
  if (!file) fail(USAGE, 64);
  const config = commandConfig();
  try {
    const { manifest, kept, applied } = await restoreBackup(operatorPath(file), config, { force: args.includes('--force') });
    for (const folder of kept) process.stdout.write(`Kept the replaced data in ${folder}\n`);
    if (applied.length) {
      process.stdout.write(
        `The backup was made by an older shop: applied this code's ${applied.length} newer migrations (${applied.join(', ')}).\n`,
      );
    }
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (${manifest.database}, migration ${manifest.lastMigration ?? 'none'}, ${manifest.uploads} uploads). Start the shop.\n`,
    );
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirBusyError || error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
}

runCommand(main, 'Restore failed');
