/**
 * Throwaway databases on the PostgreSQL server for the API tests. Kept apart from helper.ts so that
 * global-setup.ts and global-teardown.ts can use them without loading the whole app.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const pgAdminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throwaway database on the PostgreSQL server. Empty, or with `migrated: true` a copy of the
 * migrated template that global-setup.ts made (empty when there is none).
 */
export async function createPgDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `fw_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? process.env.FIREWORKS_PG_TEMPLATE : undefined;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPgDatabase(name) };
}

export async function dropPgDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
