/**
 * What the operator commands (pnpm import:mongo, pnpm admin:reset-password) share: their
 * arguments and --help, the server's settings and database (migrated first), and the exit codes
 * (64 usage, 78 configuration, 1 anything else) with a message on stderr.
 */
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { ConfigError } from '../config-parts/config-error';
import { type Database, DatabaseUnavailableError, openDatabase } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { describeError } from '../shared/describe-error';

export function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The arguments, or null after --help (the usage printed); a count that `fits` refuses ends with the usage (64). */
export function commandArgs(usage: string, fits: (count: number) => boolean): string[] | null {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return null;
  }
  if (!fits(args.length)) fail(usage, 64);
  return args;
}

/**
 * A file the operator named, from the folder they ran the command in: pnpm runs a root script from
 * the repository root (where a relative DATA_DIR is resolved) and says in INIT_CWD where it was called.
 */
export function operatorPath(given: string): string {
  return path.resolve(process.env.INIT_CWD || process.cwd(), given);
}

/** The server's settings; a bad one ends the command with its message (78, EX_CONFIG). */
export function commandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 78);
    throw error;
  }
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs `work` on the server's database (same DATA_DIR / DATABASE_URL; PGlite says when the server
 * holds it), migrated first and closed after. Errors of the `expected` classes end the command
 * with their message alone (exit 1), once the database is closed.
 */
export async function withServerDatabase(
  purpose: string,
  work: (database: Database, config: Config) => Promise<void>,
  expected: ErrorClass[] = [],
): Promise<void> {
  const config = commandConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, purpose });
  } catch (error) {
    if (error instanceof DataDirBusyError || error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
  let failure: string | null = null;
  try {
    await applyMigrations(database);
    await work(database, config);
  } catch (error) {
    if (!expected.some((kind) => error instanceof kind)) throw error;
    failure = (error as Error).message;
  } finally {
    await database.close();
  }
  if (failure !== null) fail(failure);
}

/** Runs the command's main; an unexpected error ends it with `prefix` and the stack (exit 1). */
export function runCommand(main: () => Promise<void>, prefix: string): void {
  main().catch((error) => fail(`${prefix}: ${describeError(error, { stack: true })}`));
}
