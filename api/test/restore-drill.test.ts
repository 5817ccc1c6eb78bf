/**
 * The restore drill (issue 42 item 4): customers keep ordering while a backup is made; the backup is
 * restored into a fresh database and data folder and the shop started there. Every order
 * acknowledged before the backup began is in it, none twice, and the restored shop serves (signs
 * the admin in, lists the orders). The full-size drill under the rush is `pnpm bench`'s; this is
 * the quick one CI runs, on PGlite (dumped by the serving process) or PostgreSQL (pg_dump).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { orders } from '../src/db/schema';
import { writeBackup } from '../src/operations/backup';
import { askServerForBackup, listenForOperator } from '../src/operations/operator-socket';
import { restoreBackup } from '../src/operations/restore';
import { fillCart, insertItem } from './cart-fixtures';
import { adminSession, call, createUser } from './helper';
import { places, serveAt } from './places';

jest.setTimeout(240_000);

const usePostgres = process.env.TEST_DATABASE === 'postgres';
const CUSTOMERS = 8;
const shops = places();
afterAll(() => shops.removeAll());

it('every order acknowledged before the backup began is in the restored shop, once, and the restored shop serves', async () => {
  const source = await shops.place();
  const app = await serveAt(source);
  const acknowledged: Array<{ orderNumber: string; at: number }> = [];
  let backupStartedAt = Number.POSITIVE_INFINITY;
  const file = path.join(source.dataDir, 'backups', 'drill.tar.gz');
  try {
    const item = await insertItem(app, { priceCents: 60_000 });
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => createUser(app)));
    let ordering = true;
    // Each customer saves a cart and orders, again and again, until the backup is done.
    const crowd = Promise.all(
      customers.map(async ({ token }) => {
        while (ordering) {
          await fillCart(app, token, [{ item, quantity: 1 }]);
          const response = await call(app, 'POST', '/api/create-order', {
            token,
            payload: { FundstoAdd: 0, isPickup: false },
            headers: { 'idempotency-key': randomUUID() },
          });
          expect(response.statusCode).toBe(201);
          acknowledged.push({ orderNumber: response.json().orderNumber, at: performance.now() });
        }
      }),
    );
    while (acknowledged.length < CUSTOMERS * 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const stopSocket = usePostgres ? async () => {} : await listenForOperator(app.ctx.database, source, () => {});
    backupStartedAt = performance.now();
    if (usePostgres) await writeBackup(app.ctx.database, source, file);
    else await askServerForBackup(source.dataDir, file);
    ordering = false;
    await crowd;
    await stopSocket();
  } finally {
    await app.close();
  }

  const target = await shops.place();
  await restoreBackup(file, target);
  const restored = await serveAt(target);
  try {
    const numbers = (await restored.ctx.db.select({ orderNumber: orders.orderNumber }).from(orders)).map((row) => row.orderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const before = acknowledged.filter((order) => order.at <= backupStartedAt).map((order) => order.orderNumber);
    expect(before.length).toBeGreaterThanOrEqual(CUSTOMERS * 3);
    const missing = before.filter((orderNumber) => !numbers.includes(orderNumber));
    expect(missing).toEqual([]);
    // Nothing the shop never acknowledged: every restored order is one a customer was told about.
    const told = new Set(acknowledged.map((order) => order.orderNumber));
    expect(numbers.filter((orderNumber) => !told.has(orderNumber))).toEqual([]);
    const { token } = await adminSession(restored);
    const desk = await call(restored, 'GET', '/api/orders?limit=5', { token });
    expect(desk.statusCode).toBe(200);
  } finally {
    await restored.close();
  }
});
