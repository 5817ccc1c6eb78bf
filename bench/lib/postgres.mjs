/** The PostgreSQL server the bench sections use for throwaway databases, and its bench customers. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's admin database (create / drop database). */
export async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server: its URL, and drop() to remove it. */
export async function throwawayDatabase() {
  const name = `fw_bench_${randomUUID().slice(0, 8)}`;
  await adminQuery(`create database ${name}`);
  return {
    name,
    url: Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A verified, approved customer ($1 id, $2 username, $3 e-mail, $4 phone) sharing the admin's
 * password hash (a real scrypt hash written by the server), so the bench signs customers in
 * through /api/login without a password library of its own.
 */
export const INSERT_CUSTOMER = `
  insert into users (id, username, firstname, lastname, email, phonenumber, password_hash, verified, approved)
  select $1, $2, 'Bench', 'Customer', $3, $4, password_hash, true, true from users where username = 'admin'`;
