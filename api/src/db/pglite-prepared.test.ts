/**
 * pglite-prepared: on PGlite the named write statements are parsed and planned once per instance,
 * answer exactly what PGlite's query() answers, survive errors and rollbacks, and are prepared
 * again when PostgreSQL lost them (DEALLOCATE) or the schema changed their result.
 */
import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from './client';
import { runNamed } from './named-statements';
import { preparedNames, queryPrepared } from './pglite-prepared';
import { items, users } from './schema';
import { FIND_CART_ITEMS_SQL, READ_CHECKOUT_SQL, SAVE_CART_SQL } from './write-statements';

/** A fresh PGlite with the shop's migrated schema (the tests' template, test/global-setup.ts). */
async function migratedPglite(): Promise<PGlite> {
  const template = process.env.FIREWORKS_PGLITE_TEMPLATE;
  if (!template || !fs.existsSync(template)) throw new Error('no PGlite template (test/global-setup.ts)');
  const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  await pglite.waitReady;
  return pglite;
}

/** Counts the Parse messages PGlite is sent ('P', named or not), by frontend message type. */
function countParses(client: PGlite) {
  let parses = 0;
  const send = client.execProtocolStream.bind(client);
  jest.spyOn(client, 'execProtocolStream').mockImplementation((message, options) => {
    for (let at = 0; at < message.length; at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0)) {
      if (message[at] === 'P'.charCodeAt(0)) parses++;
    }
    return send(message, options);
  });
  return () => parses;
}

let pglite: PGlite;
let database: Database;

beforeAll(async () => {
  pglite = await migratedPglite();
  database = await openDatabase({ databaseUrl: null, dataDir: os.tmpdir(), pglite });
}, 60_000);

afterAll(() => database.close());

afterEach(() => jest.restoreAllMocks());

test('runNamed prepares each write statement once on the instance and answers exactly as query() does', async () => {
  const { db } = database;
  const userId = 'prep-user';
  const itemId = 'prep-item';
  await db.insert(users).values({ id: userId, username: 'prep', email: 'prep@example.com', phonenumber: '5550000001', passwordHash: 'x' });
  await db.insert(items).values({
    id: itemId,
    category: 'Cakes',
    title: 'Prep Cake',
    description: '',
    priceCents: 1299,
    bogo: true,
    visible: true,
    imageUrl: '/uploads/prep.webp',
    stock: 9,
  });
  const parses = countParses(pglite);
  const names = JSON.stringify([{ category: 'Cakes', title: 'Prep Cake' }]);
  for (let i = 1; i <= 3; i++) {
    await db.transaction(async (tx) => {
      await runNamed(tx, FIND_CART_ITEMS_SQL, [userId, names]);
      await runNamed(tx, SAVE_CART_SQL, [userId, JSON.stringify([{ item_id: itemId, quantity: i, position: 0 }])]);
    });
    await runNamed(db, READ_CHECKOUT_SQL, [userId, null]);
  }
  expect(parses()).toBe(3);
  expect(preparedNames(pglite).sort()).toEqual(['fw_find_cart_items', 'fw_read_checkout', 'fw_save_cart']);
  const onServer = await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name');
  expect(onServer.rows.map((row) => row.name)).toEqual(['fw_find_cart_items', 'fw_read_checkout', 'fw_save_cart']);

  // The whole answer (rows with the same JS values, fields, command, counts) is PGlite's own, in and out of a transaction.
  for (const [text, params] of [
    [READ_CHECKOUT_SQL, [userId, null]],
    [READ_CHECKOUT_SQL, [userId, 'no-such-key']],
    [FIND_CART_ITEMS_SQL, [userId, names]],
    [FIND_CART_ITEMS_SQL, ['no-such-user', names]],
  ] as const) {
    const expected = await pglite.query(text, [...params]);
    expect(await runNamed(db, text, params)).toEqual(expected);
    expect(await db.transaction((tx) => runNamed(tx, text, params))).toEqual(expected);
  }
  const checkout = ((await runNamed(db, READ_CHECKOUT_SQL, [userId, null])) as { rows: Array<Record<string, unknown>> }).rows[0];
  expect(checkout).toMatchObject({ username: 'prep', fundsCents: 0, saved: null, lines: [{ itemId, quantity: 3, bogo: true, stock: 9 }] });
  // A save answers the saved cart's version, as the checkout read reads it back ('' when empty).
  const saved = await db.transaction((tx) =>
    runNamed(tx, SAVE_CART_SQL, [userId, JSON.stringify([{ item_id: itemId, quantity: 4, position: 0 }])]),
  );
  const reread = ((await runNamed(db, READ_CHECKOUT_SQL, [userId, null])) as { rows: Array<{ cart_version: string }> }).rows[0]!;
  expect(saved).toMatchObject({ command: 'SELECT', rows: [{ cart_version: reread.cart_version }] });
  expect(reread.cart_version).toMatch(new RegExp(`^${itemId}@\\d+$`));
  const save = await db.transaction((tx) => runNamed(tx, SAVE_CART_SQL, [userId, JSON.stringify([])]));
  expect(save).toMatchObject({ command: 'SELECT', affectedRows: 0, rows: [{ cart_version: '' }] });
}, 60_000);

test('a prepared statement outlives errors and rollbacks, and is prepared again once lost or changed by the schema', async () => {
  await pglite.exec('create table probe (id int primary key, n text); insert into probe values (1, $$one$$), (2, $$two$$)');
  const statement = { name: 'fw_test_probe', text: 'select * from probe where id = $1' };
  const parses = countParses(pglite);

  // Prepared inside a transaction that rolls back: the statement stays (prepared statements are not transactional).
  await expect(
    pglite.transaction(async (tx) => {
      expect((await queryPrepared(pglite, statement, [1], undefined, tx)).rows).toEqual([{ id: 1, n: 'one' }]);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await queryPrepared(pglite, statement, [2])).rows).toEqual([{ id: 2, n: 'two' }]);
  expect(parses()).toBe(1);

  // The statement's own error, in and out of a transaction: PGlite's error, with the statement; nothing prepared again.
  const failed = await pglite.transaction((tx) => queryPrepared(pglite, statement, ['x'], undefined, tx)).catch((error) => error);
  expect(failed).toMatchObject({ code: '22P02', query: statement.text, params: ['x'] });
  await expect(queryPrepared(pglite, statement, ['x'])).rejects.toMatchObject({ code: '22P02' });
  expect((await queryPrepared(pglite, statement, [1])).rows).toEqual([{ id: 1, n: 'one' }]);
  expect(parses()).toBe(1);

  // Lost outside a transaction: prepared again and run, unseen by the caller.
  await pglite.exec('deallocate all');
  expect((await queryPrepared(pglite, statement, [1])).rows).toEqual([{ id: 1, n: 'one' }]);
  expect(parses()).toBe(2);

  // Lost inside a transaction: that transaction fails (PostgreSQL aborted it), the next call prepares again.
  await pglite.exec('deallocate all');
  await expect(pglite.transaction((tx) => queryPrepared(pglite, statement, [1], undefined, tx))).rejects.toMatchObject({ code: '26000' });
  expect(await pglite.transaction((tx) => queryPrepared(pglite, statement, [2], undefined, tx))).toMatchObject({
    rows: [{ id: 2, n: 'two' }],
  });
  expect(parses()).toBe(3);

  // A schema change that changes the result: prepared again, the answer has the new column.
  await pglite.exec('alter table probe add column extra int not null default 7');
  expect((await queryPrepared(pglite, statement, [1])).rows).toEqual([{ id: 1, n: 'one', extra: 7 }]);
  expect(parses()).toBe(4);

  // Names are per instance: another PGlite prepares its own.
  const other = await migratedPglite();
  try {
    await other.exec('create table probe (id int primary key, n text); insert into probe values (1, $$uno$$)');
    expect(preparedNames(other)).toEqual([]);
    expect((await queryPrepared(other, statement, [1])).rows).toEqual([{ id: 1, n: 'uno' }]);
    expect(preparedNames(other)).toEqual(['fw_test_probe']);
  } finally {
    await other.close();
  }
}, 60_000);
