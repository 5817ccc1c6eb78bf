/**
 * `pnpm backup [--out FILE]`: one file holding the shop's database and uploads (operations/backup.ts),
 * from the same DATA_DIR / DATABASE_URL as the server, while the shop serves or not. Prints the
 * file's path as its last line. Default file: DATA_DIR/backups/shop-<time>.tar.gz.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseUnavailableError, openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { BackupError, writeBackup } from '../operations/backup';
import type { BackupManifest } from '../operations/backup-archive';
import { askServerForBackup } from '../operations/operator-socket';
import { commandArgs, commandConfig, fail, operatorPath, runCommand } from './command';

const USAGE = `Usage: pnpm backup [--out FILE]

Writes one file with the shop's database and uploads (DATA_DIR/uploads) and prints its path last.
The database is the server's: DATABASE_URL (with PostgreSQL's pg_dump), or PGlite in DATA_DIR
(default ./data; a serving shop writes the dump itself). Default file:
DATA_DIR/backups/shop-<time>.tar.gz; a relative FILE is taken from the folder you run it in.`;

async function backupPglite(settings: { dataDir: string; databaseUrl: null }, out: string): Promise<BackupManifest> {
  // A DATA_DIR without a shop (mistyped, or another folder): said, and nothing is created there.
  const pgDir = path.join(settings.dataDir, 'pg');
  if (!fs.existsSync(pgDir) || fs.readdirSync(pgDir).length === 0) {
    throw new BackupError(`${settings.dataDir} holds no shop (no pg/ folder): set DATA_DIR to the folder the server uses.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: null, dataDir: settings.dataDir, purpose: 'pnpm backup' });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    // Another command has the database (a restore, a password reset): no shop is there to ask.
    const { purpose, pid } = error.holder;
    if (purpose.startsWith('pnpm ')) {
      throw new BackupError(
        `${settings.dataDir} is in use by ${purpose} (pid ${pid}): wait for it to end, then run the backup again. Nothing was written.`,
      );
    }
    // The shop is serving this DATA_DIR: it writes the backup.
    return askServerForBackup(settings.dataDir, out);
  }
  try {
    return await writeBackup(database, settings, out);
  } finally {
    await database.close();
  }
}

async function main() {
  const args = commandArgs(USAGE, (count) => count === 0 || (count === 2 && process.argv[2] === '--out'));
  if (!args) return;
  const config = commandConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = args[1] === undefined ? path.resolve(config.dataDir, 'backups', `shop-${stamp}.tar.gz`) : operatorPath(args[1]);
  try {
    const manifest = config.databaseUrl
      ? await (async () => {
          const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'pnpm backup' });
          try {
            return await writeBackup(database, config, out);
          } finally {
            await database.close();
          }
        })()
      : await backupPglite({ dataDir: config.dataDir, databaseUrl: null }, out);
    process.stdout.write(
      `Backed up ${manifest.database} (migration ${manifest.lastMigration ?? 'none'}, ${manifest.uploads} uploads).\n${out}\n`,
    );
  } catch (error) {
    if (error instanceof BackupError || error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
}

runCommand(main, 'Backup failed');
