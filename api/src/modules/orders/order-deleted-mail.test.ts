/**
 * An admin who deletes an open order (nothing paid on it: a paid one is refused) cancels it for the
 * customer, who still has its payment instructions: the customer is e-mailed that it was cancelled,
 * that nothing is to be paid, and what came back to their account (store funds used on it). A record
 * cleared after the order was completed or handed over is the shop's bookkeeping: no e-mail. In
 * English and Spanish (usted). Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { openShopWithCakeAndMail, placeOrder } from '../../../test/order-fixtures';
import type { SmtpCapture } from '../../../test/smtp-capture';

let shop: Awaited<ReturnType<typeof openShopWithCakeAndMail>>;
let smtp: SmtpCapture;
let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  shop = await openShopWithCakeAndMail('Cancelled Cake');
  ({ smtp, t, admin, cake } = shop);
});
afterAll(() => shop.close());

// One unit of the cake: $1,082.50 after tax.
const deleteOrder = (orderId: string) => call(t.app, 'POST', '/api/delete-order', { token: admin.token, payload: { order_id: orderId } });
const mailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

describe('an admin deletes an open order', () => {
  it('e-mails the customer that it was cancelled and that nothing is to be paid', async () => {
    const { user, orderId, orderNumber } = await placeOrder(t.app, cake, { isPickup: false });
    expect((await deleteOrder(orderId)).statusCode).toBe(200);
    const mail = mailsTo(user.email).find((m) => m.subject === `Order ${orderNumber} was cancelled`);
    expect(mail?.text).toContain(
      `The shop cancelled your order ${orderNumber} ($1,082.50). Nothing was paid on it: there is nothing to pay`,
    );
    expect(mail?.text).toContain('call us at (555) 010-5678');
    expect(mail?.text).not.toContain('funds');
  });

  it('in Spanish for a Spanish customer, with the store funds that came back', async () => {
    const { user, orderId, orderNumber } = await placeOrder(
      t.app,
      cake,
      { isPickup: false, useFunds: true },
      { language: 'es', customer: { fundsCents: 30_000 } },
    );
    expect((await deleteOrder(orderId)).statusCode).toBe(200);
    const mail = mailsTo(user.email).find((m) => m.subject === `Pedido ${orderNumber} cancelado`);
    expect(mail?.text).toContain(`La tienda canceló su pedido ${orderNumber}`);
    expect(mail?.text).toContain('Los $300.00 de sus fondos que usó en él volvieron a su cuenta.');
  });
});

describe('no e-mail when the order was not open', () => {
  it('a completed, handed-over order whose record is cleared', async () => {
    const { user, orderId } = await placeOrder(t.app, cake, { isPickup: true, useFunds: true }, { customer: { fundsCents: 200_000 } });
    // Paid in full with funds (nothing paid outside the shop), handed over: completed.
    const handedOver = await call(t.app, 'POST', `/api/orders/${orderId}/picked-up`, { token: admin.token, payload: {} });
    expect(handedOver.json().order.status).toBe('COMPLETE');
    const before = mailsTo(user.email).length;
    expect((await deleteOrder(orderId)).statusCode).toBe(200);
    expect(
      mailsTo(user.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual([]);
  });
});
