/**
 * Restores a pg_dump archive into DATABASE_URL's database in one transaction: pg_restore writes the
 * archive out as SQL and psql runs it with --single-transaction, so the database ends as the
 * backup's or untouched. Replacing a shop first drops all it has in the database, in that same
 * transaction: pg_restore --clean drops only what the backup holds, so an older backup restored
 * over a newer shop left the newer tables behind, and this code's migrations then failed to make
 * them again. The transaction's last statement tells every API process on the database to forget
 * its caches when it commits (FORGET_EVERYTHING).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { CHANGE_CHANNEL } from '../db/feed-listener';
import { BackupError } from './backup-error';
import { toolSaysDiskFull } from './disk-full';
import { toolConnection } from './postgres-tools';

/**
 * Sent last in the restore's transaction, so delivered at its commit: every API process still
 * serving this database forgets all it cached (`*`, shared/change-feed.ts) at once. The restore
 * writes nothing the change feed's triggers see (its tables are dropped and made anew, their
 * triggers after their rows), so without it a process kept the replaced shop's users, sessions,
 * item lists and rules until each entry's maximum age (up to a minute).
 */
const FORGET_EVERYTHING = `SELECT pg_notify('${CHANGE_CHANNEL}', '*')`;

/**
 * Everything the shop makes in its database: tables (with their indexes, constraints and triggers),
 * views, sequences and functions in `public`, and the migrations' record in `drizzle`. Objects of
 * extensions are theirs. Object by object, not DROP SCHEMA public: its owner is often not the shop's role.
 */
const DROP_SHOP = `DO $$
DECLARE statement text;
BEGIN
  FOREACH statement IN ARRAY ARRAY(
    SELECT format('DROP %s IF EXISTS %I.%I CASCADE',
      CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, n.nspname, c.relname)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('DROP ROUTINE IF EXISTS %I.%I(%s) CASCADE', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  ) LOOP
    EXECUTE statement;
  END LOOP;
  DROP SCHEMA IF EXISTS drizzle CASCADE;
END $$`;

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (code) => resolve(code));
  });
}

/**
 * Why the restore stopped, for the operator: a full disk on the server (its data folder is not ours
 * to free) in the same words as PGlite's, anything else in the tool's own.
 */
export function restoreToolFailure(tool: 'pg_restore' | 'psql', stderr: string): BackupError {
  if (toolSaysDiskFull(stderr)) {
    return new BackupError(
      "There is not enough space on the PostgreSQL server's disk (DATABASE_URL's) to restore the backup's database: free some space there, then restore again. Nothing was changed.",
    );
  }
  return new BackupError(`${tool} failed and changed nothing: ${stderr.trim()}`);
}

/**
 * Restores `dump` into `databaseUrl`; `replace` drops the shop there first, `clean` has pg_restore
 * drop the backup's own objects before making them. Changes nothing when it throws.
 */
export async function restorePostgres(dump: string, databaseUrl: string, options: { replace: boolean; clean: boolean }): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  const producer = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', ...(options.clean ? ['--clean', '--if-exists'] : []), '--file=-', dump],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const consumer = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${dbname}`,
      ...(options.replace ? [`--command=${DROP_SHOP}`] : []),
      '--file=-',
      `--command=${FORGET_EVERYTHING}`,
    ],
    // The notices of DROP … IF EXISTS are noise; errors still stop the script.
    { env: { ...env, PGOPTIONS: `${env.PGOPTIONS ?? ''} -c client_min_messages=warning`.trim() }, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const stderr = { pg_restore: '', psql: '' };
  producer.stderr?.on('data', (chunk) => {
    stderr.pg_restore += String(chunk);
  });
  consumer.stderr?.on('data', (chunk) => {
    stderr.psql += String(chunk);
  });
  const restored = exited(producer);
  const applied = exited(consumer);
  consumer.stdin?.on('error', () => {});
  // psql commits when its input ends, so it ends only after pg_restore wrote the whole script.
  producer.stdout?.pipe(consumer.stdin as NodeJS.WritableStream, { end: false });
  // A psql that stopped at an error reads no more: pg_restore would wait on a full pipe.
  consumer.on('close', () => {
    if (producer.exitCode === null) producer.kill();
  });
  const restoreCode = await restored;
  if (restoreCode === 0) consumer.stdin?.end();
  // A script cut short is never committed: psql is stopped and the server rolls the transaction back.
  else consumer.kill('SIGKILL');
  const applyCode = await applied;
  if (applyCode !== 0 && stderr.psql.trim()) throw restoreToolFailure('psql', stderr.psql);
  if (restoreCode !== 0) throw restoreToolFailure('pg_restore', stderr.pg_restore);
  if (applyCode !== 0) throw new BackupError(`psql failed and changed nothing (exit code ${applyCode}).`);
}
