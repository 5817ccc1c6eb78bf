/** A PostgreSQL database's dump for a backup: `pg_dump --format=custom` of the machine's client tools. */

import { isDiskFull } from './disk-full';
import { reason } from './failure-reason';
import { checkToolsFit, run, toolConnection } from './postgres-tools';

/** Dumps the database at `url` into `file`; a full disk keeps its own error for the caller to say. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await checkToolsFit(['pg_dump'], url);
  const connection = toolConnection(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${connection.dbname}`], {
    env: connection.env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: unknown) => {
    // A full disk is said by writeBackup, where the folder is named; its stderr stays on the error for that.
    throw isDiskFull(error) ? error : new Error(`pg_dump failed: ${reason(error)}`);
  });
}
