/**
 * An order the customer took away at the counter and owes nothing on is done: the server sets it
 * COMPLETE in the transaction of the handover or payment that makes it so (audited, its FundstoAdd
 * credited), so it leaves the admins' open orders. An admin may still set it back (spec: toggled
 * either way). Handover and payment lock the order row, so racing each other they complete it once.
 * The customer gets the order-completed e-mail an admin's completion sends: once, after the commit,
 * in their language (the shop's real SMTP capture). Voiding a negative adjusting entry (update-order
 * lowered the amount paid by mistake) puts the money back as a payment does, and is no payment of the
 * customer's to correct by e-mail. Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import { and, eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { openShopWithCakeAndMail, placeOrder } from '../../../test/order-fixtures';
import type { SmtpCapture } from '../../../test/smtp-capture';
import { auditLog, orders, payments, users } from '../../db/schema';

let shop: Awaited<ReturnType<typeof openShopWithCakeAndMail>>;
let smtp: SmtpCapture;
let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  shop = await openShopWithCakeAndMail('Counter Cake');
  ({ smtp, t, admin, cake } = shop);
});
afterAll(() => shop.close());

/** A pickup order of one cake ($1,082.50) that also buys $100.00 of store credit: $1,182.50 to pay. */
const pickupOrder = (language?: 'es') => placeOrder(t.app, cake, { isPickup: true, FundstoAdd: 100 }, { language });
const FULL = '1182.50';

const handOver = (orderId: string, payload: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload });
const pay = (orderId: string, amount: string) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token: admin.token, payload: { amount, method: 'cash' } });
const updateOrder = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/update-order', { token: admin.token, payload });

async function row(orderId: string) {
  const [found] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return found!;
}
async function fundsOf(userId: string) {
  const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, userId));
  return user!.fundsCents;
}
const completions = (orderId: string) =>
  t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.complete')));
/** The subjects of the e-mails `to` received, oldest first. */
const subjectsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).map((m) => m.subject);
const completeMailsTo = (to: string, orderNumber: string) =>
  smtp.messages.filter((m) => m.to.includes(to) && m.subject === `Order ${orderNumber} is complete`);
async function openOrderIds() {
  const page = await call(t.app, 'GET', '/api/orders?status=UNCOMPLETE&limit=100', { token: admin.token });
  return (page.json().data as Array<{ _id: string }>).map((o) => o._id);
}

describe('an order handed over and paid in full is completed by the server', () => {
  it('paid first, then handed over: COMPLETE in the handover’s answer, audited, its store credit given, off the open orders', async () => {
    const { orderId, orderNumber, user, token } = await pickupOrder();
    expect((await call(t.app, 'POST', '/api/getuser', { token })).json().funds).toBe(0);
    expect((await pay(orderId, FULL)).json().order.status).toBe('UNCOMPLETE');

    const handed = await handOver(orderId);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order).toMatchObject({ status: 'COMPLETE', balanceDue: 0, pickedUpAt: expect.any(String) });
    expect(await completions(orderId)).toMatchObject([
      {
        actorUsername: 'admin',
        targetType: 'order',
        details: {
          orderNumber,
          before: { status: 'UNCOMPLETE', amountPayed: 1182.5 },
          after: { status: 'COMPLETE', amountPayed: 1182.5 },
          balanceDue: 0,
        },
      },
    ]);
    expect(await row(orderId)).toMatchObject({ status: 'COMPLETE', fundsCredited: true });
    expect(await fundsOf(user.id)).toBe(10_000);
    // The customer's session sees the credit at once (the cached account is refreshed).
    expect((await call(t.app, 'POST', '/api/getuser', { token })).json().funds).toBe(100);
    expect(await openOrderIds()).not.toContain(orderId);
  });

  it('handed over owing, then paid: the payment that settles it completes it, not the ones before', async () => {
    const { orderId, user } = await pickupOrder();
    expect((await handOver(orderId, { reason: 'Pays the rest on Friday' })).json().order.status).toBe('UNCOMPLETE');
    expect((await pay(orderId, '500.00')).json().order.status).toBe('UNCOMPLETE');
    expect(await completions(orderId)).toEqual([]);

    const last = await pay(orderId, '682.50');
    expect(last.statusCode).toBe(201);
    expect(last.json().order).toMatchObject({ status: 'COMPLETE', balanceDue: 0 });
    expect(await completions(orderId)).toHaveLength(1);
    expect(await fundsOf(user.id)).toBe(10_000);
    expect(await openOrderIds()).not.toContain(orderId);
  });

  it('handed over owing, then paid in full through update-order (the spec’s form sends the status it shows)', async () => {
    const { orderId } = await pickupOrder();
    await handOver(orderId, { reason: 'Pays at home' });
    const updated = await updateOrder({ order_id: orderId, order_amountPayed: FULL, order_status: 'UNCOMPLETE' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'COMPLETE', amountNeeded: 0 });
    expect(await completions(orderId)).toHaveLength(1);
  });

  it('an admin can still set it back to UNCOMPLETE, and it stays so (its store credit taken back)', async () => {
    const { orderId, user } = await pickupOrder();
    await pay(orderId, FULL);
    expect((await handOver(orderId)).json().order.status).toBe('COMPLETE');

    const back = await updateOrder({ order_id: orderId, order_status: 'UNCOMPLETE' });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('UNCOMPLETE');
    expect(await fundsOf(user.id)).toBe(0);
    // Saving the same amount again changes nothing that would complete it.
    expect((await updateOrder({ order_id: orderId, order_amountPayed: FULL, order_status: 'UNCOMPLETE' })).json().status).toBe(
      'UNCOMPLETE',
    );
    expect(await completions(orderId)).toHaveLength(1);
    expect(await openOrderIds()).toContain(orderId);
  });

  it('leaves open an order paid in full but not handed over, and a delivery order paid in full', async () => {
    const pickup = await pickupOrder();
    expect((await pay(pickup.orderId, FULL)).json().order.status).toBe('UNCOMPLETE');
    const delivery = await placeOrder(t.app, cake, { isPickup: false });
    expect((await pay(delivery.orderId, '1082.50')).json().order.status).toBe('UNCOMPLETE');
    expect(await completions(pickup.orderId)).toEqual([]);
    expect(await completions(delivery.orderId)).toEqual([]);
  });

  it('a handover and the last payment racing each other complete the order exactly once, and e-mail it once', async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => pickupOrder()));
    await Promise.all(
      placed.map(async ({ orderId }) => {
        const [handed, paid] = await Promise.all([handOver(orderId, { reason: 'Paying right now' }), pay(orderId, FULL)]);
        expect([handed.statusCode, paid.statusCode]).toEqual([200, 201]);
      }),
    );
    for (const { orderId, user } of placed) {
      expect(await row(orderId)).toMatchObject({ status: 'COMPLETE', amountNeededCents: 0, fundsCredited: true });
      expect(await completions(orderId)).toHaveLength(1);
      expect(await fundsOf(user.id)).toBe(10_000);
    }
    for (const { orderNumber, user } of placed) expect(completeMailsTo(user.email, orderNumber)).toHaveLength(1);
  });
});

describe('the order-completed e-mail when the server completes an order', () => {
  it('paid, then handed over: the customer is thanked once, as an admin’s completion thanks them', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    await pay(orderId, FULL);
    expect(completeMailsTo(user.email, orderNumber)).toEqual([]);

    expect((await handOver(orderId)).json().order.status).toBe('COMPLETE');
    const [mail, ...more] = completeMailsTo(user.email, orderNumber);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`Your order ${orderNumber} is complete. Amount paid: $1,182.50. Balance due: $0.00.`);
    expect(mail?.text).toContain('Thank you for shopping with us!');
    expect(mail?.text).not.toContain('Please pay it');
  });

  it('handed over owing, then paid: the settling payment’s e-mail, then the completed one', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    await handOver(orderId, { reason: 'Pays the rest on Friday' });
    await pay(orderId, '500.00');
    expect(completeMailsTo(user.email, orderNumber)).toEqual([]);

    expect((await pay(orderId, '682.50')).json().order.status).toBe('COMPLETE');
    expect(subjectsTo(user.email).slice(-2)).toEqual([
      `Order ${orderNumber}: payment of $682.50 received`,
      `Order ${orderNumber} is complete`,
    ]);
    expect(completeMailsTo(user.email, orderNumber)).toHaveLength(1);
  });

  it('paid in full through update-order after the handover: one e-mail, and none again for the same amount saved later', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    await handOver(orderId, { reason: 'Pays at home' });
    expect((await updateOrder({ order_id: orderId, order_amountPayed: FULL, order_status: 'UNCOMPLETE' })).json().status).toBe('COMPLETE');
    expect(completeMailsTo(user.email, orderNumber)).toHaveLength(1);

    // Set back by an admin, the same amount saved again completes nothing: no second e-mail.
    await updateOrder({ order_id: orderId, order_status: 'UNCOMPLETE' });
    await updateOrder({ order_id: orderId, order_amountPayed: FULL, order_status: 'UNCOMPLETE' });
    expect(completeMailsTo(user.email, orderNumber)).toHaveLength(1);
  });

  it('writes in the language the customer last used', async () => {
    const { orderId, orderNumber, user } = await pickupOrder('es');
    await pay(orderId, FULL);
    await handOver(orderId);
    const mails = smtp.messages.filter((m) => m.to.includes(user.email) && m.subject === `El pedido ${orderNumber} está completo`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('¡Gracias por su compra!');
  });

  it('a mailbox that refuses the e-mail loses the e-mail, never the completion', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    smtp.refuse.add(user.email);
    await pay(orderId, FULL);
    const handed = await handOver(orderId);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().order.status).toBe('COMPLETE');
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'COMPLETE', fundsCredited: true });
    expect(completeMailsTo(user.email, orderNumber)).toEqual([]);
  });
});

describe('voiding a negative adjusting entry', () => {
  const voidEntry = (orderId: string, paymentId: string, reason: string) =>
    call(t.app, 'POST', `/api/orders/${orderId}/payments/${paymentId}/void`, { token: admin.token, payload: { reason } });

  it('completes a handed-over order it settles, and sends no correction of a payment the customer never made', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    expect((await pay(orderId, FULL)).statusCode).toBe(201);
    // By mistake the amount paid is set $100 lower (a negative adjusting entry), and the order goes out owing it.
    expect((await updateOrder({ order_id: orderId, order_amountPayed: '1082.50' })).statusCode).toBe(200);
    expect((await handOver(orderId, { reason: 'Paid in full, the owner checks' })).statusCode).toBe(200);
    const [adjusting] = await t.app.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.amountCents, -10_000)));
    expect(adjusting).toBeDefined();
    const mailsBefore = subjectsTo(user.email).length;

    const voided = await voidEntry(orderId, adjusting!.id, 'Lowered by mistake');
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ status: 'COMPLETE', balanceDue: 0, amountPayed: 1182.5 });
    expect(await row(orderId)).toMatchObject({ status: 'COMPLETE', amountPayedCents: 118_250, amountNeededCents: 0 });
    expect(await completions(orderId)).toHaveLength(1);
    expect(subjectsTo(user.email).slice(mailsBefore)).toEqual([`Order ${orderNumber} is complete`]);
    expect(subjectsTo(user.email).some((subject) => subject.includes('-$'))).toBe(false);
  });

  it('voiding a real payment still sends the correction, and completes nothing', async () => {
    const { orderId, orderNumber, user } = await pickupOrder();
    const paid = await pay(orderId, '300');
    const voided = await voidEntry(orderId, paid.json().payment._id, 'Bounced');
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ status: 'UNCOMPLETE', amountPayed: 0 });
    expect(subjectsTo(user.email)).toContain(`Order ${orderNumber}: correction, a payment of $300.00 was cancelled`);
  });
});
