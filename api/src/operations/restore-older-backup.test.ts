/**
 * A backup made by an older shop (its database at an older migration level) restored onto this
 * code: the restore brings the database up to this code's level with the normal migrations before
 * the shop starts, keeping the backup's data; over a shop of this code (--force) the older backup
 * replaces it whole, so no newer table is left for the migrations to trip over. A backup of a newer
 * schema is refused with what to do, and nothing changes. The older database is real: built by the
 * first migrations only, filled with SQL of that schema, backed up by this code's writeBackup. A dump
 * that breaks off part-way changes nothing (PostgreSQL: psql is stopped before it commits). PGlite,
 * or PostgreSQL with TEST_DATABASE=postgres.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createUser, TEST_PASSWORD } from '../../test/helper';
import { openOlderShop } from '../../test/older-shop';
import { type Place, places, serveAt } from '../../test/places';
import { openDatabase } from '../db/client';
import { hashPassword } from '../shared/passwords';
import { codeMigrations, writeBackup } from './backup';
import { restoreBackup } from './restore';

jest.setTimeout(180_000);

/** Up to 0010_money-records: the later ones add users.permissions, the store_location table, item details… */
const OLDER = 11;
const shops = places();
afterAll(() => shops.removeAll());

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** What `query` answers in the database of `where`, opened as the shop does (the shop stopped). */
async function ask(where: Place, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir, purpose: 'test' });
  try {
    return rowsOf(await database.db.execute(query));
  } finally {
    await database.close();
  }
}

const levelOf = async (where: Place) => Number((await ask(where, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n);

let olderBackup: string;

beforeAll(async () => {
  const older = await shops.place();
  const database = await openOlderShop(older, OLDER);
  try {
    // A customer as the older code wrote one: that schema's columns only.
    await database.db.execute(sql`insert into users (id, username, email, phonenumber, password_hash, verified, approved)
      values ('older-1', 'older_customer', 'older@example.com', '5550100', ${await hashPassword(TEST_PASSWORD)}, true, true)`);
    fs.mkdirSync(path.join(older.dataDir, 'uploads'));
    fs.writeFileSync(path.join(older.dataDir, 'uploads', 'fountain.png'), 'older picture');
    olderBackup = path.join(older.dataDir, 'backups', 'older.tar.gz');
    const manifest = await writeBackup(database, older, olderBackup);
    expect(manifest).toMatchObject({ migrations: OLDER, lastMigration: codeMigrations()[OLDER - 1] });
  } finally {
    await database.close();
  }
});

async function signsIn(where: Place, username: string): Promise<number> {
  const app = await serveAt(where);
  try {
    return (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } })).statusCode;
  } finally {
    await app.close();
  }
}

it("restores an older backup into a fresh place at this code's migration level, its customers and uploads kept", async () => {
  const target = await shops.place();
  const { applied } = await restoreBackup(olderBackup, target);
  expect(applied).toEqual(codeMigrations().slice(OLDER));
  // Before the shop starts: what a failed migration would have stopped is already done.
  expect(await levelOf(target)).toBe(codeMigrations().length);
  expect(await ask(target, sql`select permissions from users where username = 'older_customer'`)).toEqual([{ permissions: [] }]);
  expect(fs.readFileSync(path.join(target.dataDir, 'uploads', 'fountain.png'), 'utf8')).toBe('older picture');
  expect(await signsIn(target, 'older_customer')).toBe(200);
});

it('replaces a shop of this code with an older backup (--force) whole: nothing newer is left behind', async () => {
  const target = await shops.place();
  const today = await serveAt(target);
  try {
    await createUser(today, { username: 'replaced_customer', email: 'replaced@example.com' });
    // A table only the newer migrations make, holding the replaced shop's data.
    await today.ctx.db.execute(sql`insert into store_location (id, location) values ('shop', '{"name": "replaced"}')`);
  } finally {
    await today.close();
  }
  const { applied } = await restoreBackup(olderBackup, target, { force: true });
  expect(applied).toEqual(codeMigrations().slice(OLDER));
  expect(await levelOf(target)).toBe(codeMigrations().length);
  expect(await ask(target, sql`select count(*)::int as n from store_location`)).toEqual([{ n: 0 }]);
  expect(await ask(target, sql`select username from users where username like '%customer' order by username`)).toEqual([
    { username: 'older_customer' },
  ]);
  expect(await signsIn(target, 'older_customer')).toBe(200);
});

it('refuses a backup of a newer schema with what to do, and changes nothing (even with --force)', async () => {
  const newer = await shops.alteredCopy(olderBackup, (dir) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, shopVersion: '9.1.0', migrations: codeMigrations().length + 1, lastMigration: '9999_future' }),
    );
  });

  const target = await shops.place();
  const today = await serveAt(target);
  await createUser(today, { username: 'staying_customer', email: 'staying@example.com' });
  await today.close();
  const before = fs.readdirSync(target.dataDir).sort();
  await expect(restoreBackup(newer, target, { force: true })).rejects.toThrow(
    /^This backup was made by a newer shop \(version 9\.1\.0, migration level \d+; this code knows \d+\): update this shop to version 9\.1\.0 or later, then restore again\. Nothing was changed\.$/,
  );
  expect(fs.readdirSync(target.dataDir).sort()).toEqual(before);
  expect(await ask(target, sql`select username from users where username = 'staying_customer'`)).toHaveLength(1);
  expect(await levelOf(target)).toBe(codeMigrations().length);
});

const onPostgres = process.env.TEST_DATABASE === 'postgres' ? it : it.skip;

onPostgres('a dump that breaks off part-way changes nothing: psql never commits the part of the script it was given', async () => {
  const cut = await shops.alteredCopy(olderBackup, (dir) => {
    const dump = path.join(dir, 'database.pgdump');
    // The last table's data ends early: pg_restore has written the schema and the other tables when it fails.
    fs.writeFileSync(dump, fs.readFileSync(dump).subarray(0, fs.statSync(dump).size - 8));
  });

  const target = await shops.place();
  const today = await serveAt(target);
  await createUser(today, { username: 'staying_customer', email: 'staying@example.com' });
  await today.close();
  await expect(restoreBackup(cut, target, { force: true })).rejects.toThrow(/^pg_restore failed and changed nothing: /);
  expect(await ask(target, sql`select username from users where username = 'staying_customer'`)).toHaveLength(1);
  expect(await levelOf(target)).toBe(codeMigrations().length);
});
