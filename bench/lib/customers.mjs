/**
 * Writes the bench's customers (INSERT_CUSTOMER rows: id, username, e-mail, phone) into the
 * shop's database: PostgreSQL when `databaseUrl` is set, else the PGlite store in DATA_DIR/pg,
 * which is single-process, so the caller stops the server first.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { INSERT_CUSTOMER } from './postgres.mjs';

export async function insertCustomers({ databaseUrl, dataDir }, rows) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const row of rows) await client.query(INSERT_CUSTOMER, row);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new PGlite(path.join(dataDir, 'pg'));
  try {
    for (const row of rows) await db.query(INSERT_CUSTOMER, row);
  } finally {
    await db.close();
  }
}
