import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { readOutbox } from '../../adapters/outbox';
import { auditLog, orders, payments, users } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake());
});
afterAll(() => t.close());

const TOTAL = 108_250;
const DEPOSIT = 21_650;

const placedOrder = (payload: Record<string, unknown> = { isPickup: true }, language?: 'en' | 'es') =>
  placeOrder(t.app, cake, payload, { language });

const detail = (token: string, id: string) => call(t.app, 'GET', `/api/orders/${id}`, { token });
const pay = (orderId: string, payload: Record<string, unknown>, token = admin.token) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token, payload });
const voidIt = (orderId: string, paymentId: string, payload: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payments/${paymentId}/void`, { token: admin.token, payload });
const mailsTo = async (to: string) => (await readOutbox(t.dataDir)).filter((m) => m.channel === 'email' && m.to === to);

async function ledgerOf(orderId: string) {
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  const sum = rows.filter((r) => !r.voidedAt).reduce((s, r) => s + r.amountCents, 0);
  return { order: order!, rows, sum };
}

describe('order numbers and payment instructions', () => {
  it('numbers orders FW-<yy>-<sequence>, unique and in sequence, and answers how to pay', async () => {
    const first = await placedOrder();
    const second = await placedOrder({ isPickup: false });
    expect(first.orderNumber).toMatch(/^FW-26-\d{5}$/);
    expect(Number(second.orderNumber.slice(-5))).toBe(Number(first.orderNumber.slice(-5)) + 1);
    expect(second.created.paymentInstructions).toEqual({
      amountDueNow: DEPOSIT / 100,
      minimumDeposit: DEPOSIT / 100,
      balanceDue: TOTAL / 100,
      phone: '5550105678',
      methods: ['Zelle', 'Venmo'],
      // The order number is the payment reference (issue 40).
      memo: `fireworks purchase ${second.orderNumber}`,
    });
  });

  it('answers the memo exactly as the e-mail and the order page quote it, for delivery and in Spanish too (one text, never translated)', async () => {
    for (const [language, payload, quoted] of [
      ['en', { isPickup: false }, (memo: string) => `then your delivery address: "${memo}"`],
      ['es', { isPickup: false }, (memo: string) => `y después su dirección de entrega: «${memo}»`],
      ['es', { isPickup: true }, (memo: string) => `sin traducirlo: «${memo}»`],
    ] as const) {
      const { user, token, orderId, orderNumber, created } = await placedOrder(payload, language);
      const memo = `fireworks purchase ${orderNumber}`;
      expect(created.paymentInstructions.memo).toBe(memo);
      const read = await call(t.app, 'GET', `/api/orders/${orderId}`, { token, headers: { 'accept-language': language } });
      expect(read.json().paymentInstructions.memo).toBe(memo);
      const [mail] = await mailsTo(user.email);
      expect(mail?.text).toContain(quoted(memo));
    }
  });

  it('tells a customer whose funds paid the whole order that nothing is due, as the order page does (no "pay $0.00")', async () => {
    const customer = await createUser(t.app, { fundsCents: 200_000 });
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', {
      token: customer.token,
      payload: { isPickup: false, useFunds: true },
    });
    expect(created.statusCode).toBe(201);
    const { orderNumber, paymentInstructions } = created.json();
    expect(paymentInstructions.balanceDue).toBe(0);
    const [mail] = (await mailsTo(customer.user.email)).filter((m) => m.subject.includes(orderNumber));
    expect(mail?.subject).toBe(`Order ${orderNumber}: paid in full`);
    expect(mail?.text).toContain(`Thank you for your order ${orderNumber} (total $1,082.50). Your funds paid it in full: nothing is due.`);
    expect(mail?.text).not.toContain('Amount due now');
    expect(mail?.text).not.toContain('Pay with');
  });

  it('gives 20 concurrent orders 20 different numbers', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const customer = await createUser(t.app);
        await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
        return customer;
      }),
    );
    const answers = await Promise.all(customers.map((c) => call(t.app, 'POST', '/api/create-order', { token: c.token, payload: {} })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().orderNumber)).size).toBe(20);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner and admins the order, its ledger and instructions; others get 404, strangers 401', async () => {
    const { token, orderId, orderNumber } = await placedOrder();
    const own = await detail(token, orderId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      _id: orderId,
      orderNumber,
      amountPayed: 0,
      amountNeeded: TOTAL / 100,
      minimumDeposit: DEPOSIT / 100,
      depositPaid: false,
      balanceDue: TOTAL / 100,
      payments: [],
      paymentInstructions: { amountDueNow: DEPOSIT / 100, balanceDue: TOTAL / 100, memo: `fireworks purchase ${orderNumber}` },
      // A pickup order while the shop has no slots: a pass code, no slot, not yet picked up.
      pickupSlot: null,
      pickupCode: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      pickedUpAt: null,
    });
    expect((await detail(admin.token, orderId)).statusCode).toBe(200);
    const other = await createUser(t.app);
    const refused = await detail(other.token, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'No such order.' });
    expect((await detail(other.token, 'no-such-order')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/${orderId}`)).statusCode).toBe(401);
  });
});

describe('the payment ledger', () => {
  it('records a deposit then the rest; the customer sees each payment, the balance and the deposit status', async () => {
    const { token, orderId } = await placedOrder();
    const deposit = await pay(orderId, { amount: 216.5, method: 'zelle', reference: 'ZL-1', receivedAt: '2026-11-17', note: 'deposit' });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({
      payment: {
        amount: 216.5,
        method: 'zelle',
        reference: 'ZL-1',
        // A day alone is noon on the shop's clock (Chicago, CST): the same day wherever it is read.
        receivedAt: '2026-11-17T18:00:00.000Z',
        note: 'deposit',
        recordedBy: 'admin',
        voidedAt: null,
        voidReason: null,
      },
      order: { amountPayed: 216.5, amountNeeded: (TOTAL - DEPOSIT) / 100, depositPaid: true, balanceDue: (TOTAL - DEPOSIT) / 100 },
    });
    expect(deposit.json().order.paymentInstructions.amountDueNow).toBe((TOTAL - DEPOSIT) / 100);
    const rest = await pay(orderId, { amount: '$866.00', method: 'cash' });
    expect(rest.statusCode).toBe(201);
    const seen = (await detail(token, orderId)).json();
    expect(seen).toMatchObject({ amountPayed: TOTAL / 100, amountNeeded: 0, balanceDue: 0, depositPaid: true });
    expect(seen.payments.map((p: { amount: number; method: string }) => [p.amount, p.method])).toEqual([
      [216.5, 'zelle'],
      [866, 'cash'],
    ]);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audit.filter((a) => a.action === 'order.payment')).toHaveLength(2);
  });

  it('refuses overpayment, nothing, and bad amounts with a sentence; customers get 403 and unknown orders 404', async () => {
    const { token, orderId } = await placedOrder();
    const over = await pay(orderId, { amount: TOTAL / 100 + 0.01, method: 'venmo' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: 'This payment is more than the balance due of $1,082.50.' });
    expect((await pay(orderId, { amount: 0, method: 'cash' })).json()).toEqual({ error: 'A payment must be more than $0.00.' });
    expect((await pay(orderId, { amount: -5, method: 'cash' })).statusCode).toBe(400);
    expect((await pay(orderId, { amount: '12.345', method: 'cash' })).json()).toEqual({
      error: 'The payment must be an amount in dollars, such as 120.50.',
    });
    expect((await pay(orderId, { amount: 10, method: 'bitcoin' })).statusCode).toBe(400);
    expect((await pay(orderId, { amount: 10, method: 'cash', receivedAt: '2026-02-30' })).statusCode).toBe(400);
    const spanish = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: admin.token,
      payload: { amount: 5000, method: 'cash' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toEqual({ error: 'Este pago supera el saldo pendiente de $1,082.50.' });
    const customer = await pay(orderId, { amount: 10, method: 'cash' }, token);
    expect(customer.statusCode).toBe(403);
    expect((await pay('no-such-order', { amount: 10, method: 'cash' })).statusCode).toBe(404);
    expect((await ledgerOf(orderId)).rows).toEqual([]);
  });

  it("refuses a payment received after today on the shop's clock (a mistyped year), in the caller's language", async () => {
    const { orderId } = await placedOrder();
    // The shop's clock in these tests: 2026-11-18, 12:00 in Chicago.
    for (const receivedAt of ['2027-11-18', '2026-11-19', '2026-11-19T06:00:00.000Z']) {
      const late = await pay(orderId, { amount: 10, method: 'cash', receivedAt });
      expect({ status: late.statusCode, body: late.json() }).toEqual({
        status: 400,
        body: { error: 'The date received cannot be later than today, 2026-11-18.' },
      });
    }
    const spanish = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: admin.token,
      payload: { amount: 10, method: 'cash', receivedAt: '2027-11-18' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json()).toEqual({ error: 'La fecha de recepción no puede ser posterior a hoy, 2026-11-18.' });
    expect((await ledgerOf(orderId)).rows).toEqual([]);
    // Today and a few minutes ahead (a device clock running fast) are taken.
    for (const receivedAt of ['2026-11-18', '2026-11-18T18:04:00.000Z']) {
      expect((await pay(orderId, { amount: 1, method: 'cash', receivedAt })).statusCode).toBe(201);
    }
  });

  it('voids a payment with a reason, keeps it in the ledger, and refuses a second void (409)', async () => {
    const { token, orderId } = await placedOrder();
    const paymentId = (await pay(orderId, { amount: 300, method: 'venmo' })).json().payment._id as string;
    expect((await voidIt(orderId, paymentId, { reason: '   ' })).json()).toEqual({ error: 'Write why this payment is voided.' });
    const voided = await voidIt(orderId, paymentId, { reason: 'Bounced' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ amountPayed: 0, amountNeeded: TOTAL / 100, depositPaid: false });
    expect(voided.json().order.payments).toMatchObject([
      { _id: paymentId, amount: 300, voidReason: 'Bounced', voidedAt: expect.any(String), recordedBy: 'admin', voidedBy: 'admin' },
    ]);
    const again = await voidIt(orderId, paymentId, { reason: 'Bounced' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This payment was already voided.' });
    expect((await voidIt(orderId, 'no-such-payment', { reason: 'x' })).statusCode).toBe(404);
    const other = await placedOrder();
    expect((await voidIt(other.orderId, paymentId, { reason: 'x' })).statusCode).toBe(404);
    expect((await detail(token, orderId)).json().payments).toHaveLength(1);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audit.map((a) => a.action)).toContain('order.payment.void');
  });

  it('tells the customer of a voided payment with a correction e-mail, once, in their language (issue 40)', async () => {
    const { user, orderId, orderNumber } = await placedOrder();
    const paymentId = (await pay(orderId, { amount: 300, method: 'venmo' })).json().payment._id as string;
    expect((await voidIt(orderId, paymentId, { reason: 'The transfer bounced' })).statusCode).toBe(200);
    expect((await voidIt(orderId, paymentId, { reason: 'again' })).statusCode).toBe(409);
    const corrections = (await mailsTo(user.email)).filter((m) => m.subject.includes('correction'));
    expect(corrections.map((m) => m.subject)).toEqual([`Order ${orderNumber}: correction, a payment of $300.00 was cancelled`]);
    expect(corrections[0]?.text).toContain('no longer counts (reason: The transfer bounced)');
    expect(corrections[0]?.text).toContain('Amount paid: $0.00. Balance due: $1,082.50.');

    const spanish = await placedOrder({ isPickup: true }, 'es');
    await t.app.ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.user.id));
    const cash = (await pay(spanish.orderId, { amount: 100, method: 'cash' })).json().payment._id as string;
    expect((await voidIt(spanish.orderId, cash, { reason: 'Anotado dos veces' })).statusCode).toBe(200);
    const correction = (await mailsTo(spanish.user.email)).find((m) => m.subject.includes('corrección'));
    expect(correction?.subject).toBe(`Pedido ${spanish.orderNumber}: corrección, se anuló un pago de $100.00`);
    expect(correction?.text).toContain('Si cree que es un error, llámenos');
  });

  it('sends no correction e-mail when the voided entry took money back (an amount paid lowered), never a payment the customer heard of', async () => {
    const { user, orderId, orderNumber } = await placedOrder();
    await pay(orderId, { amount: 300, method: 'zelle' });
    const lowered = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_amountPayed: 250 },
    });
    expect(lowered.statusCode).toBe(200);
    const takeBack = (await ledgerOf(orderId)).rows.find((row) => row.amountCents < 0);
    expect(takeBack?.amountCents).toBe(-5_000);
    const voided = await voidIt(orderId, takeBack!.id, { reason: 'Lowered by mistake' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().order).toMatchObject({ amountPayed: 300 });
    const mails = (await mailsTo(user.email)).filter((m) => m.subject.includes(orderNumber));
    expect(mails.filter((m) => m.subject.includes('correction'))).toEqual([]);
    expect(mails.some((m) => m.text.includes('-$'))).toBe(false);
  });

  it('keeps the ledger exact under 20 concurrent payment recordings', async () => {
    const { orderId } = await placedOrder();
    // 20 × $60.00 = $1,200.00 > $1,082.50: exactly 18 fit, the rest are refused as overpayment.
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(orderId, { amount: 60, method: 'zelle' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(18);
    expect(statuses.filter((s) => s === 400)).toHaveLength(2);
    const { order, rows, sum } = await ledgerOf(orderId);
    expect(rows).toHaveLength(18);
    expect(order.amountPayedCents).toBe(sum);
    expect(sum).toBe(108_000);
    expect(order.amountNeededCents).toBe(TOTAL - sum);
  });

  it('keeps the ledger exact when 20 recordings and voids run at once', async () => {
    const { orderId } = await placedOrder();
    const first = await Promise.all(Array.from({ length: 10 }, () => pay(orderId, { amount: 10, method: 'cash' })));
    const ids = first.map((a) => a.json().payment._id as string);
    await Promise.all([
      ...ids.map((id) => voidIt(orderId, id, { reason: 'duplicate' })),
      ...Array.from({ length: 10 }, () => pay(orderId, { amount: 25, method: 'venmo' })),
    ]);
    const { order, sum } = await ledgerOf(orderId);
    expect(sum).toBe(25_000);
    expect(order.amountPayedCents).toBe(sum);
    expect(order.amountNeededCents).toBe(TOTAL - sum);
  });
});

describe('POST /api/update-order with a new amount paid', () => {
  it('becomes an adjusting entry (method other), both ways, and the sum stays the truth', async () => {
    const { orderId } = await placedOrder();
    await pay(orderId, { amount: 100, method: 'zelle' });
    const update = (payload: Record<string, unknown>) => call(t.app, 'POST', '/api/update-order', { token: admin.token, payload });
    expect((await update({ order_id: orderId, order_amountPayed: 250 })).json()).toMatchObject({ amountPayed: 250 });
    expect((await update({ order_id: orderId, order_amountPayed: 200 })).json()).toMatchObject({ amountPayed: 200 });
    expect((await update({ order_id: orderId, order_amountPayed: 200 })).statusCode).toBe(200);
    const { order, rows, sum } = await ledgerOf(orderId);
    expect(rows.map((r) => [r.amountCents, r.method])).toEqual(
      expect.arrayContaining([
        [10_000, 'zelle'],
        [15_000, 'other'],
        [-5_000, 'other'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(sum).toBe(20_000);
    expect(order.amountPayedCents).toBe(20_000);
  });

  it('records the balance in the audit log when an order is completed with money owed, and e-mails the customer', async () => {
    const { user, orderId, orderNumber } = await placedOrder();
    await pay(orderId, { amount: 200, method: 'cash' });
    const response = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_status: 'COMPLETE' },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.update'));
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(entry).toBeDefined();
    expect(entries.find((e) => e.action === 'order.update')?.details).toMatchObject({ balanceDue: (TOTAL - 20_000) / 100 });
    const mails = await mailsTo(user.email);
    const complete = mails.find((m) => m.subject === `Order ${orderNumber} is complete`)?.text;
    expect(complete).toContain('Balance due: $882.50');
    // Money still owed: the e-mail says so and how to pay, instead of only thanking (issue 40).
    expect(complete).toContain('Balance due: $882.50. Please pay it.');
    expect(complete).toContain(`In the payment message, write exactly this text: "fireworks purchase ${orderNumber}"`);
    expect(complete).not.toContain('Thank you');
  });

  it('thanks the customer when a completed order is paid in full', async () => {
    const { user, orderId, orderNumber } = await placedOrder();
    await pay(orderId, { amount: TOTAL / 100, method: 'cash' });
    const response = await call(t.app, 'POST', '/api/update-order', {
      token: admin.token,
      payload: { order_id: orderId, order_status: 'COMPLETE' },
    });
    expect(response.statusCode).toBe(200);
    const complete = (await mailsTo(user.email)).find((m) => m.subject === `Order ${orderNumber} is complete`)?.text;
    expect(complete).toContain('Thank you for shopping with us!');
    expect(complete).not.toContain('Please pay it');
  });
});

describe('order e-mails', () => {
  it('sends the order-created e-mail with number, amount due now, phone and memo; admins get one too', async () => {
    const { user, orderNumber } = await placedOrder({ isPickup: false });
    const [created] = await mailsTo(user.email);
    expect(created?.subject).toBe(`Order ${orderNumber}: how to pay`);
    // The amount due now said once, beside the balance; the memo quoted as the text to write.
    expect(created?.text).toContain('Amount due now: $216.50, the 20% deposit; the rest later. Balance due: $1,082.50.\n');
    expect(created?.text.match(/\$216\.50/g)).toHaveLength(1);
    expect(created?.text).toContain('Pay with Zelle or Venmo to (555) 010-5678');
    expect(created?.text).toContain(
      `In the payment message, write exactly this text, then your delivery address: "fireworks purchase ${orderNumber}"`,
    );
    const adminMails = await mailsTo('admin@example.com');
    expect(adminMails.some((m) => m.subject.startsWith(`New order ${orderNumber} from`))).toBe(true);
  });

  it('sends the admins new-order e-mail to whoever is an admin now (the list is kept until a user changes)', async () => {
    await placedOrder({ isPickup: false }); // the admin list is cached now
    const { user: promoted } = await createUser(t.app);
    await t.app.ctx.db.update(users).set({ admin: true }).where(eq(users.id, promoted.id));
    // The users trigger's notification reaches the change feed (at once on PGlite, within a second on PostgreSQL).
    const deadline = Date.now() + 2_000;
    for (;;) {
      const { orderNumber } = await placedOrder({ isPickup: false });
      const told = (await mailsTo(promoted.email)).some((m) => m.subject.startsWith(`New order ${orderNumber} from`));
      if (told) break;
      if (Date.now() > deadline) throw new Error('the new admin never heard of an order');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await t.app.ctx.db.update(users).set({ admin: false }).where(eq(users.id, promoted.id));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const { orderNumber } = await placedOrder({ isPickup: false });
    expect((await mailsTo(promoted.email)).some((m) => m.subject.startsWith(`New order ${orderNumber} from`))).toBe(false);
  });

  it('writes in the language the customer last used, and tells them of each payment with the new balance', async () => {
    const { user, orderId, orderNumber } = await placedOrder({ isPickup: true }, 'es');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('es');
    await pay(orderId, { amount: 82.5, method: 'zelle' });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([`Pedido ${orderNumber}: cómo pagar`, `Pedido ${orderNumber}: pago de $82.50 recibido`]);
    expect(mails[1]?.text).toContain('Saldo pendiente: $1,000.00');
  });

  it('while the deposit is still short after a payment, says what is still due now and how to pay it, as the order page does', async () => {
    const { user, orderId, orderNumber } = await placedOrder({ isPickup: false });
    await pay(orderId, { amount: 100, method: 'zelle' });
    const received = (await mailsTo(user.email)).find((m) => m.subject === `Order ${orderNumber}: payment of $100.00 received`)?.text;
    expect(received).toContain('Amount paid: $100.00. Balance due: $982.50.');
    // The page's "Amount due now" ($216.50 deposit - $100.00 paid), not only the balance.
    expect(received).toContain('Amount due now: $116.50, to complete the $216.50 deposit; the rest later.');
    expect(received).toContain('Pay with Zelle or Venmo to (555) 010-5678');
    expect(received).toContain(
      `In the payment message, write exactly this text, then your delivery address: "fireworks purchase ${orderNumber}"`,
    );
    // Once the deposit is in, the e-mail only gives the new balance (nothing more is due now).
    await pay(orderId, { amount: 116.5, method: 'zelle' });
    const depositIn = (await mailsTo(user.email)).find((m) => m.subject === `Order ${orderNumber}: payment of $116.50 received`)?.text;
    expect(depositIn).toContain('Balance due: $866.00.');
    expect(depositIn).not.toContain('Amount due now');
  });

  it('after a voided payment leaves the deposit short, says what is due now again (in Spanish for a Spanish customer)', async () => {
    const { user, orderId, orderNumber } = await placedOrder({ isPickup: true }, 'es');
    const paid = await pay(orderId, { amount: 216.5, method: 'zelle' });
    const paymentId = (paid.json() as { payment: { _id: string } }).payment._id;
    await voidIt(orderId, paymentId, { reason: 'rebotado' });
    const correction = (await mailsTo(user.email)).find((m) => m.subject.includes('corrección'))?.text;
    expect(correction).toContain('Importe pagado: $0.00. Saldo pendiente: $1,082.50.');
    expect(correction).toContain('Importe a pagar ahora: $216.50, para completar el depósito de $216.50; el resto después.');
    // The memo is quoted, and the Spanish sentence says to write it as it is (it is not a translation left out).
    expect(correction).toContain(
      `En el mensaje del pago, escriba exactamente este texto, tal cual, sin traducirlo: «fireworks purchase ${orderNumber}»`,
    );
    expect(correction).toContain('Pague con Zelle o Venmo al (555) 010-5678');
  });
});
