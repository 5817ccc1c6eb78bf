/**
 * The machine's PostgreSQL client tools for backups (pg_dump) and restores (pg_restore, psql): found
 * or named in a sentence, at least the server's major version, and given DATABASE_URL's password
 * through their environment only.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error';

export const run = promisify(execFile);

type Tool = 'pg_dump' | 'pg_restore' | 'psql';

/** The major version a PostgreSQL tool prints (`pg_dump (PostgreSQL) 15.20 …` → 15), or a clear error when it is missing. */
async function toolMajor(tool: Tool): Promise<number> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    if (!match) throw new BackupError(`${tool} printed no version ("${stdout.trim()}").`);
    return Number(match[1]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) at the server's major version or newer.`,
    );
  }
}

/**
 * How the tools reach the database: the URL without its password (user part or `?password=`), which they read from PGPASSWORD
 * instead (a command line is shown to every account on the machine by `ps`).
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  // In the user part, or as libpq's (and pg's) `?password=` parameter: either way off the command line.
  const password = url.searchParams.get('password') ?? decodeURIComponent(url.password);
  url.searchParams.delete('password');
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10000);
  } finally {
    await client.end();
  }
}

/** Refuses, in a sentence, tools that are missing or older than the server. */
export async function checkToolsFit(tools: Tool[], databaseUrl: string): Promise<void> {
  const [server, ...mine] = await Promise.all([serverMajor(databaseUrl), ...tools.map(toolMajor)]);
  tools.forEach((tool, index) => {
    const major = mine[index] as number;
    if (major < server) {
      throw new BackupError(
        `${tool} is version ${major} but the database server is version ${server}: install PostgreSQL ${server}'s client tools.`,
      );
    }
  });
}
