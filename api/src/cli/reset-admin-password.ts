/**
 * `pnpm admin:reset-password [username]`: sets a new generated password for the admin (default
 * ADMIN_USERNAME, else `admin`) in the database the server uses (same DATA_DIR / DATABASE_URL),
 * prints it once on the terminal, ends the admin's sessions and clears the login back-off.
 * On PGlite the server must be stopped first (one process at a time); the command says so.
 */
import { AdminNotFoundError, adminPasswordLine, printOnce, resetAdminPassword } from '../bootstrap/admin';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';

const USAGE = `Usage: pnpm admin:reset-password [username]

Gives the admin a new generated password and prints it once. The username defaults to
ADMIN_USERNAME (admin). The database is the server's: DATABASE_URL, or PGlite in DATA_DIR
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
  if (args.length > 1) fail(USAGE, 64);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 78);
    throw error;
  }
  const username = args[0] ?? config.admin.username;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose: 'pnpm admin:reset-password' });
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(error.message);
    throw error;
  }
  try {
    await applyMigrations(database);
    const password = await resetAdminPassword(database.db, username);
    printOnce(adminPasswordLine(username, password, 'reset'));
  } catch (error) {
    if (error instanceof AdminNotFoundError) {
      await database.close();
      fail(error.message);
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(`Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
