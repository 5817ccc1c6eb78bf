/**
 * Money that staff without the void permission cannot move (review of fix-money): lowering the
 * amount paid through update-order undoes a payment, completing an order that still owes writes
 * the balance off (and credits its FundstoAdd); a handed-over order's goods and credit are gone
 * when it is deleted; the order e-mail's total is the order page's.
 */
import { PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { readOutbox } from '../../adapters/outbox';
import { items, orders, payments, users } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake('Staff Money Cake'));
});
afterAll(() => t.close());

/** A counter clerk: records payments, may not void them. */
async function counterClerk() {
  const clerk = await createUser(t.app);
  const made = await call(t.app, 'PUT', `/api/staff/${clerk.user.id}`, {
    token: admin.token,
    payload: { permissions: [...PRESETS.counter] },
  });
  expect(made.statusCode).toBe(200);
  return clerk;
}
const updateOrder = (token: string, payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', '/api/update-order', { token, payload, headers: { 'accept-language': language } });
const orderRow = async (orderId: string) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const ledgerOf = (orderId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
const fundsOf = async (userId: string) => (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.fundsCents;

describe('update-order: lowering the amount paid undoes a payment', () => {
  it('is refused to staff without payments:void, in their language, and writes nothing', async () => {
    const clerk = await counterClerk();
    const { orderId } = await placeOrder(t.app, cake);
    const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: clerk.token,
      payload: { amount: 216.5, method: 'cash' },
    });
    expect(paid.statusCode).toBe(201);

    const lowered = await updateOrder(clerk.token, { order_id: orderId, order_amountPayed: '0.00', order_status: 'UNCOMPLETE' });
    expect(lowered.statusCode).toBe(403);
    expect(lowered.json()).toEqual({ error: 'You do not have the permission this needs: “Void payments”.' });
    const es = await updateOrder(clerk.token, { order_id: orderId, order_amountPayed: 100 }, 'es');
    expect(es.statusCode).toBe(403);
    expect(es.json()).toEqual({ error: 'Usted no tiene el permiso que esto requiere: «Anular pagos».' });
    expect((await orderRow(orderId)).amountPayedCents).toBe(21_650);
    expect(await ledgerOf(orderId)).toHaveLength(1);
  });

  it('still lets the clerk raise it, or send the same amount with a status, and the owner lower it', async () => {
    const clerk = await counterClerk();
    const { orderId } = await placeOrder(t.app, cake);
    expect((await updateOrder(clerk.token, { order_id: orderId, order_amountPayed: '216.50' })).statusCode).toBe(200);
    const same = await updateOrder(clerk.token, { order_id: orderId, order_amountPayed: 216.5, order_status: 'UNCOMPLETE' });
    expect(same.statusCode).toBe(200);
    const lowered = await updateOrder(admin.token, { order_id: orderId, order_amountPayed: '16.50' });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().amountPayed).toBe(16.5);
    expect((await ledgerOf(orderId)).map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([-20_000, 21_650]);
  });
});

describe('update-order: completing an order that still owes writes the balance off', () => {
  it("is refused to staff without payments:void (their own order's FundstoAdd is not credited)", async () => {
    const clerk = await counterClerk();
    await fillCart(t.app, clerk.token, [{ item: cake, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', { token: clerk.token, payload: { isPickup: true, FundstoAdd: 5000 } });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().orderId;

    const completed = await updateOrder(clerk.token, { order_id: orderId, order_status: 'COMPLETE' });
    expect(completed.statusCode).toBe(403);
    // $1,000 + 8.25% tax + $5,000 of store credit.
    expect(completed.json()).toEqual({
      error:
        'This order has a balance due of $6,082.50. Record the payment first: completing an order with a balance due needs the permission “Void payments”.',
    });
    const es = await updateOrder(clerk.token, { order_id: orderId, order_status: 'COMPLETE' }, 'es');
    expect(es.json()).toEqual({
      error:
        'Este pedido tiene un saldo pendiente de $6,082.50. Registre el pago primero: completar un pedido con saldo pendiente requiere el permiso «Anular pagos».',
    });
    // Paying part of it in the same call does not get around it.
    const partly = await updateOrder(clerk.token, { order_id: orderId, order_amountPayed: 100, order_status: 'COMPLETE' });
    expect(partly.statusCode).toBe(403);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'UNCOMPLETE', fundsCredited: false, amountPayedCents: 0 });
    expect(await fundsOf(clerk.user.id)).toBe(0);
  });

  it('lets the clerk complete a paid order (or pay it in full in the same call), and the owner complete one that owes', async () => {
    const clerk = await counterClerk();
    const paidInFull = await placeOrder(t.app, cake);
    const done = await updateOrder(clerk.token, { order_id: paidInFull.orderId, order_amountPayed: '1082.50', order_status: 'COMPLETE' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETE', amountNeeded: 0 });

    const owing = await placeOrder(t.app, cake);
    const byOwner = await updateOrder(admin.token, { order_id: owing.orderId, order_status: 'COMPLETE' });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ status: 'COMPLETE', amountNeeded: 1082.5 });
    // Going back to UNCOMPLETE writes nothing off: the clerk may.
    expect((await updateOrder(clerk.token, { order_id: owing.orderId, order_status: 'UNCOMPLETE' })).statusCode).toBe(200);
  });
});

describe('what the Counter preset may not do', () => {
  it("is refused each with a sentence saying what is missing: the owner's delete, the exports, voids, prices", async () => {
    const clerk = await counterClerk();
    const { orderId } = await placeOrder(t.app, cake);
    const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: clerk.token,
      payload: { amount: 10, method: 'cash' },
    });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().payment._id as string;
    const as = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, language = 'en') =>
      call(t.app, method, url, { token: clerk.token, payload, headers: { 'accept-language': language } });

    // Deleting an order is the owner's (no permission names it): staff are told so, not "Only an admin", as a customer is.
    const deleted = await as('POST', '/api/delete-order', { order_id: orderId });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ error: 'Only the owner can do this.' });
    expect((await as('POST', '/api/delete-order', { order_id: orderId }, 'es')).json()).toEqual({
      error: 'Solo el propietario puede hacer esto.',
    });
    expect((await as('GET', '/api/orders.csv')).json()).toEqual({
      error: 'You do not have the permission this needs: “Download exports”.',
    });
    expect((await as('GET', '/api/payments.csv')).statusCode).toBe(403);
    const voided = await as('POST', `/api/orders/${orderId}/payments/${paymentId}/void`, { reason: 'mistake' });
    expect(voided.statusCode).toBe(403);
    expect(voided.json()).toEqual({ error: 'You do not have the permission this needs: “Void payments”.' });
    expect((await as('POST', `/api/orders/${orderId}/payments/${paymentId}/void`, { reason: 'mistake' }, 'es')).json()).toEqual({
      error: 'Usted no tiene el permiso que esto requiere: «Anular pagos».',
    });
    const priced = await as('POST', '/api/items/bulk', { ids: [cake.id], action: 'price', percent: -50 });
    expect(priced.statusCode).toBe(403);
    expect(priced.json()).toEqual({ error: 'You do not have the permission this needs: “Edit items”.' });
    expect(await orderRow(orderId)).toMatchObject({ amountPayedCents: 1000 });
    expect(await ledgerOf(orderId)).toEqual([expect.objectContaining({ voidedAt: null })]);
  });
});

describe('deleting an order that was handed over', () => {
  it('puts no units back in stock and gives no store credit back', async () => {
    const item = await insertItem(t.app, { category: 'Cakes', title: 'Handed Cake', priceCents: 100_000, stock: 3 });
    const customer = await createUser(t.app, { fundsCents: 200_000 });
    await fillCart(t.app, customer.token, [{ item, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: { isPickup: true, useFunds: true } });
    const orderId = created.json().orderId;
    const stock = async () => (await t.app.ctx.db.select().from(items).where(eq(items.id, item.id)))[0]!.stock;
    expect(await stock()).toBe(2);
    const fundsAfterOrder = await fundsOf(customer.user.id);
    expect(fundsAfterOrder).toBe(200_000 - 108_250);

    const handed = await call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload: {} });
    expect(handed.statusCode).toBe(200);
    // Paid in full (store credit) and handed over: the server completed it; set back, it is still handed over.
    expect(handed.json().order.status).toBe('COMPLETE');
    const reopened = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_status: 'UNCOMPLETE' },
    });
    expect(reopened.json().status).toBe('UNCOMPLETE');
    const deleted = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
    expect(deleted.statusCode).toBe(200);
    expect(await stock()).toBe(2);
    expect(await fundsOf(customer.user.id)).toBe(fundsAfterOrder);
  });

  it('an order not handed over still gives both back', async () => {
    const item = await insertItem(t.app, { category: 'Cakes', title: 'Kept Cake', priceCents: 100_000, stock: 3 });
    const customer = await createUser(t.app, { fundsCents: 200_000 });
    await fillCart(t.app, customer.token, [{ item, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: { isPickup: true, useFunds: true } });
    const deleted = await call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: created.json().orderId } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.ctx.db.select().from(items).where(eq(items.id, item.id)))[0]!.stock).toBe(3);
    expect(await fundsOf(customer.user.id)).toBe(200_000);
  });
});

describe('the order e-mail', () => {
  it("states the order's total as the order page does (store credit used and bought)", async () => {
    const customer = await createUser(t.app, { fundsCents: 50_000 });
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', {
      token: customer.token,
      payload: { isPickup: true, useFunds: true, FundstoAdd: 100 },
    });
    expect(created.statusCode).toBe(201);
    const page = (await call(t.app, 'GET', `/api/orders/${created.json().orderId}`, { token: customer.token })).json();
    expect(page.amountDue).toBe(1082.5);
    const mail = (await readOutbox(t.dataDir)).find((m) => m.channel === 'email' && m.to === customer.user.email);
    expect(mail?.text).toContain(`Thank you for your order ${created.json().orderNumber} (total $1,082.50).`);
  });
});
