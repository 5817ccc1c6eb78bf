/**
 * `pnpm import:mongo <dir>`: imports the earlier MongoDB shop's `mongoexport` files from <dir>
 * into the database the server uses (same DATA_DIR / DATABASE_URL settings), then prints what was
 * imported and what was skipped and why. Safe to run again: nothing is imported twice.
 * On PGlite the server must be stopped first (one process at a time); the command says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { importMongoExport } from '../import/mongo/import-mongo';
import { formatImportReport } from '../import/mongo/report';

const USAGE = `Usage: pnpm import:mongo <dir>

<dir> holds mongoexport files of the earlier shop, one per collection, named after it:
users.json, items.json, orders.json, invitecodes.json, discountrules.json (one document per
line, or --jsonArray). The database is the server's: DATABASE_URL, or PGlite in DATA_DIR
(default ./data; stop the server first).`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.length !== 1) fail(USAGE, 64);
  // pnpm runs scripts from the workspace root; a relative <dir> means the caller's directory.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) fail(`${dir} is not a directory.\n\n${USAGE}`, 66);

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 78);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'pnpm import:mongo' });
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
  try {
    await applyMigrations(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    process.stdout.write(`Importing ${dir} into ${where}\n\n`);
    const report = await importMongoExport(database.db, dir);
    process.stdout.write(`${formatImportReport(report)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  fail(`Import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
