/**
 * `pnpm admin:reset-password [username]`: sets a new generated password for the admin (default
 * ADMIN_USERNAME, else `admin`) in the database the server uses (same DATA_DIR / DATABASE_URL),
 * prints it once on the terminal, ends the admin's sessions and clears the login back-off.
 * On PGlite the server must be stopped first (one process at a time); the command says so.
 */
import { AdminNotFoundError, adminPasswordLine, printOnce, resetAdminPassword } from '../bootstrap/admin';
import { commandArgs, runCommand, withServerDatabase } from './command';

const USAGE = `Usage: pnpm admin:reset-password [username]

Gives the admin a new generated password and prints it once. The username defaults to
ADMIN_USERNAME (admin). The database is the server's: DATABASE_URL, or PGlite in DATA_DIR
(default ./data; stop the server first).`;

async function main() {
  const args = commandArgs(USAGE, (count) => count <= 1);
  if (!args) return;
  await withServerDatabase(
    'pnpm admin:reset-password',
    async (database, config) => {
      const username = args[0] ?? config.admin.username;
      const password = await resetAdminPassword(database.db, username);
      printOnce(adminPasswordLine(username, password, 'reset'));
    },
    [AdminNotFoundError],
  );
}

runCommand(main, 'Failed');
