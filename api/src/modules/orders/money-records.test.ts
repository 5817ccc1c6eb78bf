/**
 * Money records (issue 39): an order with money paid is not deleted and the ledger outlives a
 * deleted order; reminders at most once an hour; no order e-mail to a deleted customer; a payment's
 * Idempotency-Key records it once; update-order takes amounts by the ledger's rule.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, call, createPgDatabase, createUser, IN_WINDOW, type TestApp, testConfig } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/outbox';
import { buildApp } from '../../app';
import { auditLog, orders, payments } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake('Ledger Cake'));
});
afterAll(() => t.close());

const placedOrder = () => placeOrder(t.app, cake, { isPickup: false });

const pay = (orderId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token: admin.token, payload, headers });
const ledgerOf = (orderId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
const mailsTo = async (to: string) => (await readOutbox(t.dataDir)).filter((m) => m.channel === 'email' && m.to === to);

describe('update-order and the ledger share one amount rule', () => {
  it.each([40.005, '40.005', 0.001])('refuses %p as the amount paid rather than rounding it', async (amount) => {
    const { orderId } = await placedOrder();
    for (const [language, error] of [
      ['en', 'The amount paid must be an amount in dollars, such as 120.50.'],
      ['es', 'El importe pagado debe ser un importe en dólares, como 120.50.'],
    ]) {
      const response = await call(t.app, 'POST', '/api/update-order', {
        token: admin.token,
        payload: { order_id: orderId, order_amountPayed: amount },
        headers: { 'accept-language': language as string },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.amountPayedCents).toBe(0);
    expect(await ledgerOf(orderId)).toEqual([]);
    expect((await pay(orderId, { amount, method: 'cash' })).json()).toEqual({
      error: 'The payment must be an amount in dollars, such as 120.50.',
    });
  });

  it('still takes whole cents, as a number or as text', async () => {
    const { orderId } = await placedOrder();
    const response = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_amountPayed: 40.01 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().amountPayed).toBe(40.01);
    expect((await ledgerOf(orderId)).map((entry) => entry.amountCents)).toEqual([4001]);
  });
});

describe('delete-order keeps money records', () => {
  it('refuses an order with money paid on it (409 naming the amount, in English and Spanish)', async () => {
    const { orderId } = await placedOrder();
    expect((await pay(orderId, { amount: 100, method: 'zelle', reference: 'ZL-9' })).statusCode).toBe(201);
    for (const [language, error] of [
      ['en', 'This order has $100.00 paid on it. Void its payments first (the ledger keeps them), then delete it.'],
      ['es', 'Este pedido tiene $100.00 pagados. Anule primero sus pagos (el registro los conserva) y luego elimínelo.'],
    ]) {
      const response = await call(t.app, 'POST', '/api/delete-order', {
        token: admin.token,
        payload: { order_id: orderId },
        headers: { 'accept-language': language as string },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error });
    }
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
    expect(await ledgerOf(orderId)).toHaveLength(1);
  });

  it('deletes it once its payments are voided; payments.csv and the audit log keep every amount', async () => {
    const { orderId, orderNumber, user } = await placedOrder();
    const paid = (await pay(orderId, { amount: 250, method: 'cash' })).json().payment as { _id: string };
    expect(
      (
        await call(t.app, 'POST', `/api/orders/${orderId}/payments/${paid._id}/void`, {
          token: admin.token,
          payload: { reason: 'Refunded' },
        })
      ).statusCode,
    ).toBe(200);
    const deleted = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
    expect(deleted.statusCode).toBe(200);

    const [kept] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, paid._id));
    expect(kept).toMatchObject({ orderId: null, orderNumber, customerUsername: user.username, amountCents: 25_000 });
    const download = await call(t.app, 'GET', '/api/payments.csv', { token: admin.token });
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = download.body;
    const row = csv.split('\n').find((line) => line.includes(paid._id));
    expect(row).toContain(orderNumber);
    expect(row).toContain('250.00');
    expect(row).toContain('Refunded');
    expect(row).toContain(user.username);

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.delete'), eq(auditLog.targetId, orderId)));
    expect(entry?.details).toMatchObject({
      orderNumber,
      totalAfterTax: 1082.5,
      amountPaid: 0,
      amountNeeded: 1082.5,
      payments: [{ paymentId: paid._id, amount: 250, voided: true }],
    });
  });
});

describe('reminders', () => {
  it('sends at most one per order an hour (429 with the wait, in the admin’s language)', async () => {
    const { orderId, user } = await placedOrder();
    const remind = (language = 'en') =>
      call(t.app, 'POST', `/api/orders/${orderId}/remind`, { token: admin.token, headers: { 'accept-language': language } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => remind()));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toEqual({
      error: 'A reminder for this order went out less than an hour ago. You can send the next one in 60 minutes.',
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBe(3600);
    expect(await mailsTo(user.email)).toHaveLength(2);

    const later = (minutes: number) => t.clock.set(new Date(IN_WINDOW.getTime() + minutes * 60 * 1000));
    later(45);
    const spanish = await remind('es');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().error).toBe(
      'Hace menos de una hora que se envió un recordatorio de este pedido. Podrá enviar el siguiente en 15 minutos.',
    );
    later(59.5);
    expect((await remind()).json().error).toBe(
      'A reminder for this order went out less than an hour ago. You can send the next one in 1 minute.',
    );
    later(60);
    expect((await remind()).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(3);
    t.clock.set(IN_WINDOW);
  });

  it('sends none for a deleted customer (409 with a sentence)', async () => {
    const { orderId, user } = await placedOrder();
    expect((await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: user.id } })).statusCode).toBe(200);
    const before = (await mailsTo(user.email)).length;
    const response = await call(t.app, 'POST', `/api/orders/${orderId}/remind`, { token: admin.token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "This customer's account was deleted, so there is no one to remind." });
    expect(await mailsTo(user.email)).toHaveLength(before);
  });

  it('sends a deleted customer no order e-mail at all: a payment recorded, voided or the order completed still goes through', async () => {
    const { orderId, user } = await placedOrder();
    expect((await call(t.app, 'POST', '/api/delete-user', { token: admin.token, payload: { userone: user.id } })).statusCode).toBe(200);
    const before = (await mailsTo(user.email)).length;

    const paid = await pay(orderId, { amount: 100, method: 'cash' });
    expect(paid.statusCode).toBe(201);
    const voided = await call(t.app, 'POST', `/api/orders/${orderId}/payments/${paid.json().payment._id}/void`, {
      token: admin.token,
      payload: { reason: 'Counted twice' },
    });
    expect(voided.statusCode).toBe(200);
    expect((await pay(orderId, { amount: 1082.5, method: 'zelle', reference: 'ZL-DEL' })).statusCode).toBe(201);
    const completed = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_status: 'COMPLETE' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().status).toBe('COMPLETE');

    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, customerEmail: user.email, status: 'COMPLETE', amountPayedCents: 108_250 });
    expect((await ledgerOf(orderId)).map((entry) => [entry.amountCents, entry.voidedAt !== null])).toEqual(
      expect.arrayContaining([
        [10_000, true],
        [108_250, false],
      ]),
    );
    expect(await mailsTo(user.email)).toHaveLength(before);
  });
});

describe('payments with an Idempotency-Key', () => {
  it('records a payment once for a repeated key (also sent at the same moment) and answers the same', async () => {
    const { orderId, user } = await placedOrder();
    const headers = { 'idempotency-key': 'pay-once-1' };
    const first = await pay(orderId, { amount: 120, method: 'zelle', reference: 'ZL-1' }, headers);
    expect(first.statusCode).toBe(201);
    const again = await Promise.all(
      Array.from({ length: 4 }, () => pay(orderId, { amount: 120, method: 'zelle', reference: 'ZL-1' }, headers)),
    );
    for (const answer of again) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json().payment).toEqual(first.json().payment);
      expect(answer.json().order.amountPayed).toBe(120);
    }
    expect((await ledgerOf(orderId)).map((entry) => entry.amountCents)).toEqual([12_000]);
    // The customer hears of the payment once.
    expect((await mailsTo(user.email)).filter((m) => /120\.00/.test(m.text ?? ''))).toHaveLength(1);
    // Another key is another payment.
    expect((await pay(orderId, { amount: 120, method: 'zelle', reference: 'ZL-1' }, { 'idempotency-key': 'pay-once-2' })).statusCode).toBe(
      201,
    );
    expect(await ledgerOf(orderId)).toHaveLength(2);
  });

  it('refuses the same key with a different payment (409, in English and Spanish)', async () => {
    const { orderId } = await placedOrder();
    const headers = { 'idempotency-key': 'pay-mismatch' };
    expect((await pay(orderId, { amount: 50, method: 'cash' }, headers)).statusCode).toBe(201);
    const other = await pay(orderId, { amount: 60, method: 'cash' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different payment. Send a new payment with a new key.',
    });
    const spanish = await pay(orderId, { amount: 50, method: 'venmo' }, { ...headers, 'accept-language': 'es' });
    expect(spanish.json()).toEqual({ error: 'Esta Idempotency-Key ya se usó para otro pago. Envíe el pago nuevo con una clave nueva.' });
    const { orderId: secondOrder } = await placedOrder();
    expect((await pay(secondOrder, { amount: 50, method: 'cash' }, headers)).statusCode).toBe(409);
    expect((await ledgerOf(orderId)).map((entry) => entry.amountCents)).toEqual([5000]);
    expect(await ledgerOf(secondOrder)).toEqual([]);
  });

  it('answers a retry after a restart with the payment recorded before it (the key lives with the payment)', async () => {
    // Its own database in DATA_DIR (or on PostgreSQL), opened by one server and then by the next, as after a crash.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-restart-'));
    const pgDatabase = process.env.TEST_DATABASE === 'postgres' ? await createPgDatabase() : null;
    const open = async () => {
      const config = testConfig(dataDir, pgDatabase ? { DATABASE_URL: pgDatabase.url } : {});
      const app = await buildApp({ config, clock: new FixedClock(IN_WINDOW), logger: false, serveFrontends: false });
      await app.ready();
      return app;
    };
    try {
      const first = await open();
      const { token } = await adminSession(first);
      const item = await insertItem(first, { category: 'Cakes', title: 'Restart Cake', priceCents: 100_000 });
      const customer = await createUser(first);
      await fillCart(first, customer.token, [{ item, quantity: 1 }]);
      const { orderId } = (await call(first, 'POST', '/api/create-order', { token: customer.token, payload: { isPickup: false } })).json();
      const request = { token, payload: { amount: 75, method: 'cash' }, headers: { 'idempotency-key': 'pay-restart' } };
      const recorded = await call(first, 'POST', `/api/orders/${orderId}/payments`, request);
      expect(recorded.statusCode).toBe(201);
      await first.close();

      const next = await open();
      try {
        const retry = await call(next, 'POST', `/api/orders/${orderId}/payments`, request);
        expect(retry.statusCode).toBe(201);
        expect(retry.json().payment._id).toBe(recorded.json().payment._id);
        expect(await next.ctx.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
      } finally {
        await next.close();
      }
    } finally {
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
