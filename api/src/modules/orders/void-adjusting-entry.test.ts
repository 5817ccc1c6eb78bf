/**
 * Voiding a negative adjusting entry (update-order lowered the amount paid; void it to undo that
 * mistake) puts the money back as a payment does: an order handed over that owes nothing after it is
 * completed, once, audited, the customer thanked; and the customer, never told of the adjusting entry,
 * gets no "correction: a payment of -$X was cancelled". Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE=postgres.
 */
import { and, eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { openShopWithCakeAndMail, placeOrder } from '../../../test/order-fixtures';
import type { SmtpCapture } from '../../../test/smtp-capture';
import { auditLog, orders, payments } from '../../db/schema';

let shop: Awaited<ReturnType<typeof openShopWithCakeAndMail>>;
let smtp: SmtpCapture;
let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  shop = await openShopWithCakeAndMail('Adjusted Cake');
  ({ smtp, t, admin, cake } = shop);
});
afterAll(() => shop.close());

/** A pickup order of one cake ($1,082.50). */
const FULL = '1082.50';
const post = (url: string, payload: Record<string, unknown>) => call(t.app, 'POST', url, { token: admin.token, payload });
const subjectsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to)).map((m) => m.subject);

describe('voiding a negative adjusting entry', () => {
  it('completes a handed-over order it settles, and sends no correction of a payment the customer never made', async () => {
    const { orderId, orderNumber, user } = await placeOrder(t.app, cake, { isPickup: true });
    expect((await post(`/api/orders/${orderId}/payments`, { amount: FULL, method: 'cash' })).statusCode).toBe(201);
    // By mistake the amount paid is set $100 lower (a negative adjusting entry), and the order goes out owing it.
    expect((await post('/api/update-order', { order_id: orderId, order_amountPayed: '982.50' })).statusCode).toBe(200);
    expect((await post(`/api/orders/${orderId}/picked-up`, { reason: 'Paid in full, the owner checks' })).statusCode).toBe(200);
    const [adjusting] = await t.app.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.amountCents, -10_000)));
    expect(adjusting).toBeDefined();
    const mailsBefore = subjectsTo(user.email).length;

    const voided = await post(`/api/orders/${orderId}/payments/${adjusting!.id}/void`, { reason: 'Lowered by mistake' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ status: 'COMPLETE', balanceDue: 0, amountPayed: 1082.5 });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'COMPLETE', amountPayedCents: 108_250, amountNeededCents: 0 });
    const completions = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.complete')));
    expect(completions).toHaveLength(1);

    await smtp.waitFor(smtp.messages.length);
    const after = subjectsTo(user.email).slice(mailsBefore);
    expect(after).toEqual([`Order ${orderNumber} is complete`]);
    expect(subjectsTo(user.email).some((subject) => subject.includes('-$'))).toBe(false);
  });

  it('voiding a real payment still sends the correction, and completes nothing', async () => {
    const { orderId, orderNumber, user } = await placeOrder(t.app, cake, { isPickup: true });
    const paid = await post(`/api/orders/${orderId}/payments`, { amount: '300', method: 'zelle' });
    const voided = await post(`/api/orders/${orderId}/payments/${paid.json().payment._id}/void`, { reason: 'Bounced' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ status: 'UNCOMPLETE', amountPayed: 0 });
    expect(subjectsTo(user.email)).toContain(`Order ${orderNumber}: correction, a payment of $300.00 was cancelled`);
  });
});
