/**
 * `pnpm import:mongo <dir>`: imports the earlier MongoDB shop's `mongoexport` files from <dir>
 * into the database the server uses (same DATA_DIR / DATABASE_URL settings), then prints what was
 * imported and what was skipped and why. Safe to run again: nothing is imported twice.
 * On PGlite the server must be stopped first (one process at a time); the command says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importMongoExport } from '../import/mongo/import-mongo';
import { formatImportReport } from '../import/mongo/report';
import { commandArgs, fail, runCommand, withServerDatabase } from './command';

const USAGE = `Usage: pnpm import:mongo <dir>

<dir> holds mongoexport files of the earlier shop, one per collection, named after it:
users.json, items.json, orders.json, invitecodes.json, discountrules.json (one document per
line, or --jsonArray). The database is the server's: DATABASE_URL, or PGlite in DATA_DIR
(default ./data; stop the server first).`;

async function main() {
  const args = commandArgs(USAGE, (count) => count === 1);
  if (!args) return;
  // pnpm runs scripts from the workspace root; a relative <dir> means the caller's directory.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) fail(`${dir} is not a directory.\n\n${USAGE}`, 66);
  await withServerDatabase('pnpm import:mongo', async (database, config) => {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    process.stdout.write(`Importing ${dir} into ${where}\n\n`);
    const report = await importMongoExport(database.db, dir, config.shopTimezone);
    process.stdout.write(`${formatImportReport(report)}\n`);
  });
}

runCommand(main, 'Import failed');
