/**
 * An out-of-date "amount paid" form (update-order's order_amountPayedSeen): the console sends the
 * amount paid its form showed; the server compares it with the order's under the order's row lock,
 * in the update's transaction, so another clerk's payment recorded meanwhile is never undone by an
 * old form (409 with a sentence, nothing written). Without the field the spec's call is unchanged.
 * Runs on PGlite and, with TEST_DATABASE=postgres, on the PostgreSQL server.
 */
import { eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { auditLog, orders, payments } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake('Stale Form Cake'));
});
afterAll(() => t.close());

/** A delivery order of one $1,082.50 cake. */
const placedOrder = () => placeOrder(t.app, cake, { isPickup: false });

const update = (payload: Record<string, unknown>, language?: 'en' | 'es') =>
  call(t.app, 'POST', '/api/update-order', {
    token: admin.token,
    payload,
    headers: language ? { 'accept-language': language } : undefined,
  });
const pay = (orderId: string, amount: number) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token: admin.token, payload: { amount, method: 'zelle' } });

/** The order's row, its ledger and its audit entries: what "nothing written" compares. */
async function recordsOf(orderId: string) {
  const { db } = t.app.ctx;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order,
    ledger: await db.select().from(payments).where(eq(payments.orderId, orderId)),
    audit: await db.select().from(auditLog).where(eq(auditLog.targetId, orderId)),
  };
}

/** Clerk A's form opened at $100.00 paid; clerk B then records $200.00: $300.00 is paid now. */
async function paidMeanwhile() {
  const { orderId } = await placedOrder();
  expect((await update({ order_id: orderId, order_amountPayed: 100 })).statusCode).toBe(200);
  expect((await pay(orderId, 200)).statusCode).toBe(201);
  return orderId;
}

describe('update-order with the amount paid the form showed (order_amountPayedSeen)', () => {
  it("refuses an old form that would undo another clerk's payment (409 saying what is paid now, in English and Spanish) and writes nothing", async () => {
    const orderId = await paidMeanwhile();
    const before = await recordsOf(orderId);
    for (const [language, error] of [
      [
        'en',
        'Someone else changed the amount paid on this order while you had it open: $300.00 is paid now. Nothing was saved. Check the amount paid and save again.',
      ],
      [
        'es',
        'Otra persona cambió el importe pagado de este pedido mientras usted lo tenía abierto: ahora hay $300.00 pagados. No se guardó nada. Revise el importe pagado y guarde de nuevo.',
      ],
    ] as const) {
      const response = await update({ order_id: orderId, order_amountPayed: 150, order_amountPayedSeen: 100 }, language);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error });
    }
    // Completing from the old form (which showed less owed than there is) is refused the same way.
    const completing = await update({ order_id: orderId, order_status: 'COMPLETE', order_amountPayedSeen: 100 });
    expect(completing.statusCode).toBe(409);
    expect(await recordsOf(orderId)).toEqual(before);
    expect(before.order?.amountPayedCents).toBe(30_000);
    expect(before.order?.status).toBe('UNCOMPLETE');
  });

  it('saves when the amount shown is still the amount paid (a number, or text as the amount field takes it)', async () => {
    const orderId = await paidMeanwhile();
    const saved = await update({ order_id: orderId, order_amountPayed: 350, order_amountPayedSeen: 300 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().amountPayed).toBe(350);
    const again = await update({ order_id: orderId, order_amountPayed: '400.25', order_amountPayedSeen: '$350.00' });
    expect(again.statusCode).toBe(200);
    expect(again.json().amountPayed).toBe(400.25);
    // A status alone, from a form that shows the amount paid now.
    const completed = await update({ order_id: orderId, order_status: 'COMPLETE', order_amountPayedSeen: 400.25 });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe('COMPLETE');
  });

  it("keeps the spec's call as it was: without the field, the amount sent is the new total", async () => {
    const orderId = await paidMeanwhile();
    const response = await update({ order_id: orderId, order_amountPayed: 150 });
    expect(response.statusCode).toBe(200);
    expect(response.json().amountPayed).toBe(150);
    const { ledger } = await recordsOf(orderId);
    expect(ledger.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([-15_000, 10_000, 20_000]);
  });

  it('refuses a shown amount that is not an amount in dollars, in words (400), and writes nothing', async () => {
    const orderId = await paidMeanwhile();
    const before = await recordsOf(orderId);
    for (const [seen, language, error] of [
      ['three hundred', 'en', 'The amount paid shown when the form opened must be an amount in dollars, such as 120.50.'],
      [300.001, 'en', 'The amount paid shown when the form opened must be an amount in dollars, such as 120.50.'],
      [-300, 'es', 'El importe pagado mostrado al abrir el formulario debe ser un importe en dólares, como 120.50.'],
    ] as const) {
      const response = await update({ order_id: orderId, order_amountPayed: 350, order_amountPayedSeen: seen }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await recordsOf(orderId)).toEqual(before);
  });

  it('applies exactly one of two clerks saving at once from forms that showed the same amount paid', async () => {
    const { orderId } = await placedOrder();
    expect((await update({ order_id: orderId, order_amountPayed: 100 })).statusCode).toBe(200);
    const auditBefore = (await recordsOf(orderId)).audit.length;
    const answers = await Promise.all([
      update({ order_id: orderId, order_amountPayed: 150, order_amountPayedSeen: 100 }),
      update({ order_id: orderId, order_amountPayed: 250, order_amountPayedSeen: 100 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as { amountPayed: number };
    const { order, ledger, audit } = await recordsOf(orderId);
    expect(order?.amountPayedCents).toBe(Math.round(winner.amountPayed * 100));
    // The ledger holds the first $100.00 and the winner's adjusting entry, and adds up to the amount paid.
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(order?.amountPayedCents);
    expect(audit).toHaveLength(auditBefore + 1);
  });
});
