/**
 * A pickup slot deleted (DELETE /api/pickup-slots/:id) in the instant an order books it: the order
 * is refused with "no longer available, choose another time" (EN/ES), not "full", and no order is
 * made. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { customerWithItemInCart, openShopWithCake } from '../../../test/order-fixtures';
import type { Db } from '../../db/client';
import { orders, pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let cake: ItemRow;
let admin: { token: string };
beforeAll(async () => {
  ({ t, cake, admin } = await openShopWithCake('Deleted Slot Cake'));
});
afterAll(() => t.close());

async function slot(capacity = 5): Promise<string> {
  const id = newId();
  await t.app.ctx.db.insert(pickupSlots).values({ id, date: '2026-11-20', start: '10:00', end: '11:00', capacity });
  return id;
}

/**
 * In the app's next transaction that reads the pickup slots, the slot `id` is deleted right after
 * that read (before the booking's UPDATE): an admin's delete landing between the two. In the same
 * transaction, so it is undone when the order is refused, as the admin's own would not be.
 */
function deleteSlotAfterItIsRead(id: string): { deleted: () => boolean } {
  const db = t.app.ctx.db;
  const original = db.transaction;
  let done = false;
  db.transaction = (async (callback: (tx: Db) => Promise<unknown>, ...rest: unknown[]) =>
    (original as (...args: unknown[]) => Promise<unknown>).call(
      db,
      (tx: Db) => {
        const select = tx.select.bind(tx);
        const watched = new Proxy(tx, {
          get(target, property, receiver) {
            if (property !== 'select' || done) return Reflect.get(target, property, receiver);
            return (...args: Parameters<typeof select>) => {
              const builder = select(...args);
              const from = builder.from.bind(builder);
              builder.from = ((table: unknown) => {
                const query = from(table as never);
                if (table !== pickupSlots || done) return query;
                const execute = query.execute.bind(query);
                query.execute = (async (...params: Parameters<typeof execute>) => {
                  const rows = await execute(...params);
                  done = true;
                  db.transaction = original;
                  await tx.delete(pickupSlots).where(eq(pickupSlots.id, id));
                  return rows;
                }) as typeof execute;
                return query;
              }) as typeof builder.from;
              return builder;
            };
          },
        });
        return callback(watched);
      },
      ...rest,
    )) as typeof original;
  return { deleted: () => done };
}

describe('a slot deleted while an order books it', () => {
  it.each([
    ['en', 'That pickup time is no longer available. Please choose another.'],
    ['es', 'Esa hora de recogida ya no está disponible. Elija otra.'],
  ])('answers, in %s, that the time is no longer available (not full); no order is made', async (language, sentence) => {
    const id = await slot();
    const customer = await customerWithItemInCart(t.app, cake);
    const { deleted } = deleteSlotAfterItIsRead(id);
    const refused = await call(t.app, 'POST', '/api/create-order', {
      token: customer.token,
      payload: { isPickup: true, pickupSlotId: id },
      headers: { 'accept-language': language },
    });
    expect(deleted()).toBe(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: sentence });
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toHaveLength(0);
  });

  it('checkouts racing the deletion of a roomy slot answer 201 or "no longer available", never "full"', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await slot(100);
      const customers = await Promise.all(Array.from({ length: 5 }, () => customerWithItemInCart(t.app, cake)));
      const [deleted, ...answers] = await Promise.all([
        call(t.app, 'DELETE', `/api/pickup-slots/${id}`, { token: admin.token }),
        ...customers.map((c) =>
          call(t.app, 'POST', '/api/create-order', { token: c.token, payload: { isPickup: true, pickupSlotId: id } }),
        ),
      ]);
      const made = answers.filter((a) => a.statusCode === 201).length;
      // Deleted only while no order held it; else refused as held.
      expect(deleted.statusCode).toBe(made === 0 ? 200 : 409);
      for (const answer of answers.filter((a) => a.statusCode !== 201)) {
        expect([400, 409]).toContain(answer.statusCode);
        expect(answer.json()).toEqual({ error: 'That pickup time is no longer available. Please choose another.' });
      }
    }
  });
});
