/** A delivery order's address (issue 40 item 2): checked, kept on the order, shown to admins, in the CSV and e-mails. */
import { eq } from 'drizzle-orm';
import type { ItemRow } from '../../../test/cart-fixtures';
import { call, type TestApp } from '../../../test/helper';
import { customerWithItemInCart, openShopWithCake } from '../../../test/order-fixtures';
import { readOutbox } from '../../adapters/outbox';
import { cartItems, orders } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
beforeAll(async () => {
  ({ t, admin, cake } = await openShopWithCake());
});
afterAll(() => t.close());

const ADDRESS = { street: '  12  Main St\nApt 4 ', city: ' Austin ', zip: '78701' };

const customerWithCart = () => customerWithItemInCart(t.app, cake);

const create = (token: string, payload: Record<string, unknown>, language?: 'en' | 'es') =>
  call(t.app, 'POST', '/api/create-order', { token, payload, headers: language ? { 'accept-language': language } : undefined });

describe('delivery address', () => {
  it('keeps the address of a delivery order, tidied, and shows it to the customer and the admin', async () => {
    const { token } = await customerWithCart();
    const response = await create(token, { isPickup: false, deliveryAddress: ADDRESS });
    expect(response.statusCode).toBe(201);
    const { orderId } = response.json() as { orderId: string };
    const expected = { street: '12 Main St Apt 4', city: 'Austin', zip: '78701' };
    expect((await call(t.app, 'GET', `/api/orders/${orderId}`, { token })).json().deliveryAddress).toEqual(expected);
    expect((await call(t.app, 'GET', `/api/orders/${orderId}`, { token: admin.token })).json().deliveryAddress).toEqual(expected);
    const page = (await call(t.app, 'GET', '/api/orders?pickup=false', { token: admin.token })).json() as {
      data: Array<{ _id: string; deliveryAddress: unknown }>;
    };
    expect(page.data.find((o) => o._id === orderId)?.deliveryAddress).toEqual(expected);
  });

  it("still makes the spec's call without an address (and a pickup order never keeps one)", async () => {
    const first = await customerWithCart();
    const spec = await create(first.token, { FundstoAdd: 0, isPickup: false });
    expect(spec.statusCode).toBe(201);
    const second = await customerWithCart();
    const pickup = await create(second.token, { isPickup: true, deliveryAddress: ADDRESS });
    expect(pickup.statusCode).toBe(201);
    for (const { orderId } of [spec.json(), pickup.json()] as Array<{ orderId: string }>) {
      const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.deliveryAddress).toBeNull();
    }
  });

  it('refuses an incomplete address in a sentence of the caller’s language, and writes nothing', async () => {
    const { user, token } = await customerWithCart();
    const cases: Array<[Record<string, string>, 'en' | 'es', string]> = [
      [{ street: ' ', city: 'Austin', zip: '78701' }, 'en', 'Please enter the street and number of the delivery address.'],
      [{ street: '12 Main St', city: '', zip: '78701' }, 'en', 'Please enter the city of the delivery address.'],
      [{ street: '12 Main St', city: 'Austin', zip: '7870' }, 'es', 'El código postal debe tener 5 dígitos (o ZIP+4, p. ej. 78701-1234).'],
      [{ street: 'x'.repeat(201), city: 'Austin', zip: '78701' }, 'en', 'The street must be at most 200 characters.'],
    ];
    for (const [deliveryAddress, language, error] of cases) {
      const response = await create(token, { isPickup: false, deliveryAddress }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect((await t.app.ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).length).toBe(1);
  });

  it('puts the address in the orders CSV and the confirmation e-mail', async () => {
    const { user, token } = await customerWithCart();
    const { orderNumber } = (await create(token, { isPickup: false, deliveryAddress: ADDRESS })).json() as { orderNumber: string };
    const csv = (await call(t.app, 'GET', '/api/orders.csv', { token: admin.token })).body;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const column = header!.split(',').indexOf('deliveryAddress');
    expect(column).toBeGreaterThan(0);
    expect(rows.find((row) => row.startsWith(orderNumber))).toContain('"12 Main St Apt 4, Austin 78701"');
    const deadline = Date.now() + 5_000;
    let text: string | undefined;
    while (!text && Date.now() < deadline) {
      text = (await readOutbox(t.dataDir)).find((m) => m.channel === 'email' && m.to === user.email)?.text;
      if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toContain('Delivery to: 12 Main St Apt 4, Austin 78701.');
  });

  it("tells every admin the order's number, customer, total, delivery address and items", async () => {
    const { user, token } = await customerWithCart();
    const { orderNumber } = (await create(token, { isPickup: false, deliveryAddress: ADDRESS })).json() as { orderNumber: string };
    const deadline = Date.now() + 5_000;
    let mail: { subject: string; text: string } | undefined;
    while (!mail && Date.now() < deadline) {
      mail = (await readOutbox(t.dataDir)).find((m) => m.channel === 'email' && m.subject.startsWith(`New order ${orderNumber} from`));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.text).toContain(`New order ${orderNumber} from ${user.firstname} ${user.lastname}`.trim());
    expect(mail?.text).toContain('$1,082.50, delivery.\nDelivery to: 12 Main St Apt 4, Austin 78701.');
    expect(mail?.text).toContain('Items:\n1 × Finale Cake');
  });
});
