import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { call, createUser, type TestApp } from '../../../test/helper';
import { openShopWithCake, placeOrder } from '../../../test/order-fixtures';
import { readOutbox } from '../../adapters/outbox';
import { orders, users } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake());
});
afterAll(() => t.close());

const placedOrder = (isPickup = true, customer: { firstname?: string } = {}) => placeOrder(t.app, cake, { isPickup }, { customer });
const list = (query: string, token = admin.token) => call(t.app, 'GET', `/api/orders${query}`, { token });
const ids = (body: { data: { _id: string }[] }) => body.data.map((o) => o._id);

describe('GET /api/orders', () => {
  it('pages newest first with a cursor, filters, and shows customers only their own', async () => {
    const made: Awaited<ReturnType<typeof placedOrder>>[] = [];
    // Made one after the other: each is newer than the one before.
    for (let i = 0; i < 5; i++) made.push(await placedOrder(i % 2 === 0));
    const newest = [...made].reverse().map((m) => m.orderId);
    const collected: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: { _id: string }[]; nextCursor: string | null };
      expect(body.data.length).toBeLessThanOrEqual(2);
      collected.push(...ids(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(collected.filter((id) => newest.includes(id))).toEqual(newest);
    expect(new Set(collected).size).toBe(collected.length);

    const pickups = (await list('?pickup=true&limit=100')).json();
    expect(pickups.data.every((o: { isPickup: boolean }) => o.isPickup)).toBe(true);
    const byNumber = (await list(`?q=${made[2]!.orderNumber}`)).json();
    expect(ids(byNumber)).toEqual([made[2]!.orderId]);
    // A whole number is looked up on its unique index, whatever its case.
    expect(ids((await list(`?q=${made[2]!.orderNumber.toLowerCase()}`)).json())).toEqual([made[2]!.orderId]);
    const byEmail = (await list(`?q=${encodeURIComponent(made[3]!.user.email)}`)).json();
    expect(ids(byEmail)).toEqual([made[3]!.orderId]);

    const own = (await list('?limit=100', made[1]!.token)).json();
    expect(ids(own)).toEqual([made[1]!.orderId]);
  });

  it('finds a customer who came without a pass by name, or by their phone as they say it (with the country code too)', async () => {
    const casey = await placeOrder(
      t.app,
      cake,
      { isPickup: true },
      { customer: { firstname: 'Casey', lastname: 'Quixote', phonenumber: '3125550199' } },
    );
    for (const q of ['casey quixote', '312-555-0199', '(312) 555-0199', '+1 312 555 0199', '1-312-555-0199']) {
      expect([q, ids((await list(`?q=${encodeURIComponent(q)}`)).json())]).toEqual([q, [casey.orderId]]);
    }
    // A number changed since the order: the account's current one finds it too, as its e-mail does.
    await t.app.ctx.db.update(users).set({ phonenumber: '7735550142' }).where(eq(users.id, casey.user.id));
    expect(ids((await list(`?q=${encodeURIComponent('(773) 555-0142')}`)).json())).toEqual([casey.orderId]);
  });

  it('filters by balance, deposit, status and the shop’s days', async () => {
    const paid = await placedOrder();
    const deposit = await placedOrder();
    const owing = await placedOrder();
    await call(t.app, 'POST', `/api/orders/${paid.orderId}/payments`, { token: admin.token, payload: { amount: 1082.5, method: 'cash' } });
    await call(t.app, 'POST', `/api/orders/${deposit.orderId}/payments`, {
      token: admin.token,
      payload: { amount: 216.5, method: 'zelle' },
    });
    await call(t.app, 'POST', '/api/update-order', { token: admin.token, payload: { order_id: paid.orderId, order_status: 'COMPLETE' } });
    const page = async (query: string) => ids((await list(`${query}&limit=100`)).json());
    expect(await page('?balance=paid')).toContain(paid.orderId);
    expect(await page('?balance=paid')).not.toContain(owing.orderId);
    expect(await page('?balance=due')).toEqual(expect.arrayContaining([deposit.orderId, owing.orderId]));
    expect(await page('?deposit=missing')).toContain(owing.orderId);
    expect(await page('?deposit=missing')).not.toContain(deposit.orderId);
    expect(await page('?deposit=paid')).toEqual(expect.arrayContaining([deposit.orderId, paid.orderId]));
    expect(await page('?status=COMPLETE')).toEqual([paid.orderId]);
    // Orders are made now (the database clock); a range in the far past finds none.
    expect(await page('?from=2001-01-01&to=2001-01-31')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await page(`?from=2000-01-01&to=${today.slice(0, 4)}-12-31`)).toContain(owing.orderId);
  });

  it('refuses bad filters and cursors with a sentence', async () => {
    expect((await list('?limit=0')).json()).toEqual({ error: 'Orders per page must be a number from 1 to 100.' });
    expect((await list('?cursor=nonsense')).json()).toEqual({ error: 'This page link is no longer valid; start from the first page.' });
    // A cursor whose id, once decoded, holds a NUL (which no id has, and the database refuses in text).
    for (const id of ['a\u0000b', '\u0000']) {
      const cursor = Buffer.from(`2026-11-18T18:00:00.000Z|${id}`).toString('base64url');
      expect((await list(`?cursor=${cursor}`)).json()).toEqual({ error: 'This page link is no longer valid; start from the first page.' });
    }
    expect((await list('?from=2026-02-30')).statusCode).toBe(400);
    expect((await list('?from=2026-12-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await list('?status=SHIPPED')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/orders')).statusCode).toBe(401);
  });

  it('shows the customer’s current contact and keeps the snapshot', async () => {
    const { user, token, orderId } = await placedOrder();
    await t.app.ctx.db
      .update(users)
      .set({ email: `new-${user.email}` })
      .where(eq(users.id, user.id));
    const [order] = (await list('?limit=1')).json().data;
    expect(order._id).toBe(orderId);
    expect(order.customer.email).toBe(`new-${user.email}`);
    expect(order.userInfo.email).toBe(user.email);
    const detail = (await call(t.app, 'GET', `/api/orders/${orderId}`, { token })).json();
    expect(detail.customer.email).toBe(`new-${user.email}`);
  });
});

describe('CSV exports', () => {
  it('answers one row per order and one per payment, quoted by csv-stringify', async () => {
    const { orderId, orderNumber } = await placedOrder(false, { firstname: '=HYPERLINK("x")' });
    await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: admin.token,
      payload: { amount: 300, method: 'venmo', reference: 'VN, 7', note: 'first "half"' },
    });
    const ordersCsv = await call(t.app, 'GET', '/api/orders.csv', { token: admin.token });
    expect(ordersCsv.statusCode).toBe(200);
    expect(ordersCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ordersCsv.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A byte-order mark first, so Excel reads the file as UTF-8 (issue 40); trim() would take it off.
    expect(ordersCsv.body.startsWith('\uFEFForderNumber,orderId,createdAt,status,pickup,')).toBe(true);
    const lines = ordersCsv.body.trim().split('\n');
    const count = await t.app.ctx.db.$count(orders);
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toMatch(/,depositPaid,items$/);
    const row = lines.find((l) => l.startsWith(orderNumber));
    expect(row).toContain(',delivery,');
    expect(row).toContain('"\'=HYPERLINK(""x"")');
    expect(row).toMatch(/,1082\.50,300\.00,782\.50,216\.50,yes,1 × Finale Cake$/);

    const paymentsCsv = await call(t.app, 'GET', '/api/payments.csv', { token: admin.token });
    expect(paymentsCsv.statusCode).toBe(200);
    expect(paymentsCsv.body.startsWith('\uFEFForderNumber,paymentId,receivedAt,')).toBe(true);
    const paymentRow = paymentsCsv.body.split('\n').find((l) => l.startsWith(orderNumber));
    expect(paymentRow).toContain(',300.00,venmo,"VN, 7","first ""half""",admin,');
    const customer = await createUser(t.app);
    expect((await call(t.app, 'GET', '/api/orders.csv', { token: customer.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/payments.csv', { token: customer.token })).statusCode).toBe(403);
  });
});

describe('GET /api/payments.csv with the desk’s filters', () => {
  const paymentRows = async (query: string) => {
    const response = await call(t.app, 'GET', `/api/payments.csv${query}`, { token: admin.token });
    expect(response.statusCode).toBe(200);
    return response.body.split('\n').slice(1).filter(Boolean);
  };

  it('lists the payments of the orders the filters match, as orders.csv lists those orders; none given: every payment', async () => {
    const pickup = await placedOrder(true);
    const delivery = await placedOrder(false);
    for (const order of [pickup, delivery]) {
      const paid = await call(t.app, 'POST', `/api/orders/${order.orderId}/payments`, {
        token: admin.token,
        payload: { amount: 250, method: 'cash' },
      });
      expect(paid.statusCode).toBe(201);
    }
    const of = (rows: string[], order: { orderNumber: string }) => rows.filter((row) => row.startsWith(`${order.orderNumber},`));

    const everything = await paymentRows('');
    expect(of(everything, pickup)).toHaveLength(1);
    expect(of(everything, delivery)).toHaveLength(1);

    const pickups = await paymentRows('?pickup=true');
    expect(of(pickups, pickup)).toHaveLength(1);
    expect(of(pickups, delivery)).toHaveLength(0);
    const searched = await paymentRows(`?q=${delivery.orderNumber}`);
    expect(searched).toHaveLength(1);
    expect(of(searched, delivery)).toHaveLength(1);
    // Orders are made now: a range of days in the far past holds none of them, so none of their payments.
    expect(await paymentRows('?from=2001-01-01&to=2001-01-31')).toEqual([]);
  });

  it('refuses bad filters with the same sentences as the order desk', async () => {
    for (const query of ['?from=2026-02-30', '?from=2026-12-01&to=2026-11-01', '?status=SHIPPED']) {
      const [orders_, payments_] = await Promise.all([
        call(t.app, 'GET', `/api/orders.csv${query}`, { token: admin.token }),
        call(t.app, 'GET', `/api/payments.csv${query}`, { token: admin.token }),
      ]);
      expect(payments_.statusCode).toBe(400);
      expect(payments_.json()).toEqual(orders_.json());
    }
  });
});

describe('CSV file names', () => {
  it("name the shop's day, not UTC's: Nov 30, 19:30 in Chicago is already Dec 1 in UTC", async () => {
    const before = t.clock.now();
    t.clock.set(new Date('2026-12-01T01:30:00Z'));
    const ordersCsv = await call(t.app, 'GET', '/api/orders.csv', { token: admin.token });
    expect(ordersCsv.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-30.csv"');
    const paymentsCsv = await call(t.app, 'GET', '/api/payments.csv', { token: admin.token });
    expect(paymentsCsv.headers['content-disposition']).toBe('attachment; filename="payments-2026-11-30.csv"');
    t.clock.set(before);
  });
});

describe('CSV exports in Excel (issue 40)', () => {
  it("keeps accents (UTF-8 with a BOM), says times on the shop's clock and lists each order's lines, BOGO's free units too", async () => {
    const bang = await insertItem(t.app, { category: 'Cakes', title: 'Big Bang', priceCents: 60_000, bogo: true });
    const customer = await createUser(t.app, { firstname: 'María', lastname: 'González' });
    await fillCart(t.app, customer.token, [
      { item: cake, quantity: 1 },
      { item: bang, quantity: 2 },
    ]);
    const made = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: { isPickup: true } });
    expect(made.statusCode).toBe(201);
    const { orderId, orderNumber } = made.json() as { orderId: string; orderNumber: string };
    // 21:05 UTC on July 1st is 16:05 in Chicago (CDT), the shop's time zone.
    await t.app.ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-07-01T21:05:00Z') })
      .where(eq(orders.id, orderId));
    const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: admin.token,
      payload: { amount: 100, method: 'cash', receivedAt: '2026-11-18' },
    });
    expect(paid.statusCode).toBe(201);

    const csv = (await call(t.app, 'GET', '/api/orders.csv', { token: admin.token })).body;
    const row = csv.split('\n').find((l) => l.startsWith(orderNumber));
    expect(row).toContain(`${orderNumber},${orderId},2026-07-01 16:05,UNCOMPLETE,pickup,,`);
    expect(row).toContain('María González');
    expect(row).toMatch(/,"?1 × Finale Cake; 2 × Big Bang \(\+ 2 free\)"?$/);
    const spanish = (await call(t.app, 'GET', '/api/orders.csv', { token: admin.token, headers: { 'accept-language': 'es' } })).body;
    expect(spanish.split('\n').find((l) => l.startsWith(orderNumber))).toMatch(/1 × Finale Cake; 2 × Big Bang \(\+ 2 gratis\)"?$/);

    const payments = (await call(t.app, 'GET', '/api/payments.csv', { token: admin.token })).body;
    const payment = payments.split('\n').find((l) => l.startsWith(orderNumber));
    // The day the money arrived, as the admin gave it: a day, no made-up hour (recordedAt has the time).
    expect(payment).toMatch(new RegExp(`^${orderNumber},[^,]+,2026-11-18,100\\.00,cash,`));
    expect(payment).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});

describe('POST /api/orders/:id/remind', () => {
  it('e-mails the balance due and how to pay; 409 once nothing is due', async () => {
    const { user, orderId, orderNumber } = await placedOrder();
    const sent = await call(t.app, 'POST', `/api/orders/${orderId}/remind`, { token: admin.token });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: `Reminder sent to ${user.email}.` });
    const mail = (await readOutbox(t.dataDir)).find(
      (m) => m.to === user.email && m.subject === `Order ${orderNumber}: balance due $1,082.50`,
    );
    // The deposit is not in: the amount due now to complete it, said once beside the balance.
    expect(mail?.text).toContain(
      `Order ${orderNumber} has a balance due of $1,082.50.\nAmount due now: $216.50, to complete the $216.50 deposit; the rest later.`,
    );
    expect(mail?.text).toContain(`In the payment message, write exactly this text: "fireworks purchase ${orderNumber}"`);
    await call(t.app, 'POST', `/api/orders/${orderId}/payments`, { token: admin.token, payload: { amount: 1082.5, method: 'cash' } });
    const nothing = await call(t.app, 'POST', `/api/orders/${orderId}/remind`, { token: admin.token });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: 'Nothing is due on this order.' });
    expect((await call(t.app, 'POST', '/api/orders/nope/remind', { token: admin.token })).statusCode).toBe(404);
  });
});
