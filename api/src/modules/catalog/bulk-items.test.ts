import { eq, inArray } from 'drizzle-orm';
import { type ItemRow, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog, items } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
let rocket: ItemRow;
let fountain: ItemRow;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
  cake = await insertItem(t.app, { category: 'Cakes', title: 'Bulk Cake', priceCents: 1_999, stock: 4 });
  rocket = await insertItem(t.app, { category: 'Missiles', title: 'Bulk Rocket', priceCents: 1_005, stock: 10 });
  fountain = await insertItem(t.app, { category: 'Fountains', title: 'Bulk Fountain', priceCents: 500 });
});
afterAll(() => t.close());

const bulk = (payload: Record<string, unknown>, language = 'en', token = admin.token) =>
  call(t.app, 'POST', '/api/items/bulk', { token, payload, headers: { 'accept-language': language } });
const bulkStock = (payload: Record<string, unknown>, language = 'en', token = admin.token) =>
  call(t.app, 'POST', '/api/items/bulk-stock', { token, payload, headers: { 'accept-language': language } });
const rows = async () => {
  const found = await t.app.ctx.db
    .select()
    .from(items)
    .where(inArray(items.id, [cake.id, rocket.id, fountain.id]));
  return Object.fromEntries(found.map((row) => [row.title, row]));
};

describe('POST /api/items/bulk (issue 40, the products table)', () => {
  it('changes prices by a percentage in whole cents, in one transaction, auditing each item', async () => {
    const raised = await bulk({ ids: [cake.id, rocket.id], action: 'price', percent: '10' });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().message).toBe('The prices of 2 items changed by +10 %.');
    expect(
      raised
        .json()
        .items.map((item: { price: string }) => item.price)
        .sort(),
    ).toEqual(['$11.06', '$21.99']);
    expect((await rows())['Bulk Cake']?.priceCents).toBe(2_199);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, cake.id));
    expect(audit.find((entry) => entry.action === 'item.bulk')?.details).toMatchObject({
      action: 'price',
      percent: 10,
      before: { priceCents: 1_999 },
      after: { priceCents: 2_199 },
    });

    const lowered = await bulk({ ids: [cake.id], action: 'price', percent: -12.5 }, 'es');
    expect(lowered.json().message).toBe('El precio de 1 artículo cambió un -12.5 %.');
    expect((await rows())['Bulk Cake']?.priceCents).toBe(1_924); // 21.99 × 0.875 = 19.24125
  });

  it('shows and hides many items at once', async () => {
    const hidden = await bulk({ ids: [cake.id, fountain.id, cake.id], action: 'hide' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toBe('2 items are now hidden.');
    expect((await rows())['Bulk Fountain']?.visible).toBe(false);
    expect((await bulk({ ids: [cake.id, fountain.id], action: 'show' })).json().message).toBe('2 items are now visible.');
    expect((await rows())['Bulk Cake']?.visible).toBe(true);
  });

  it.each([
    [{ ids: [], action: 'hide' }, 'Choose from 1 to 500 items.'],
    [{ ids: ['x'], action: 'price', percent: '0' }, 'The percentage must be a number from -90 to 500 (not 0), for example 10 or -12.5.'],
    [{ ids: ['x'], action: 'price' }, 'The percentage must be a number from -90 to 500 (not 0), for example 10 or -12.5.'],
    [{ ids: ['x'], action: 'price', percent: 'ten' }, 'The percentage must be a number from -90 to 500 (not 0), for example 10 or -12.5.'],
  ])('refuses %j with a sentence', async (payload, sentence) => {
    const response = await bulk(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence });
  });

  it('changes nothing when one item is gone or one price would pass the highest', async () => {
    const before = await rows();
    const gone = await bulk({ ids: [cake.id, 'no-such-item'], action: 'hide' }, 'es');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Uno de los artículos elegidos ya no existe. Vuelva a cargar la lista y elija de nuevo.');
    const dear = await insertItem(t.app, { category: 'Cakes', title: 'Dear Cake', priceCents: 900_000_000 });
    const tooHigh = await bulk({ ids: [cake.id, dear.id], action: 'price', percent: '50' });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toBe('The new price of “Dear Cake” ($9000000.00 now) would be too high. No price was changed.');
    expect(await rows()).toEqual(before);
  });

  it('is for those who edit items only', async () => {
    const customer = await createUser(t.app);
    expect((await bulk({ ids: [cake.id], action: 'hide' }, 'en', customer.token)).statusCode).toBe(403);
    expect((await bulkStock({ ids: [cake.id], mode: 'set', quantity: 1 }, 'en', customer.token)).statusCode).toBe(403);
  });
});

describe('POST /api/items/bulk-stock', () => {
  it('sets the stock of many items, tracking it from then on, and adds to it', async () => {
    const set = await bulkStock({ ids: [cake.id, fountain.id], mode: 'set', quantity: 20 });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('The stock of 2 items was changed.');
    expect((await rows())['Bulk Fountain']?.stock).toBe(20);
    expect((await bulkStock({ ids: [cake.id, rocket.id], mode: 'add', quantity: -5 })).statusCode).toBe(200);
    const after = await rows();
    expect([after['Bulk Cake']?.stock, after['Bulk Rocket']?.stock]).toEqual([15, 5]);
  });

  it('refuses a change that would leave one item out of range, or add to untracked stock, and changes none', async () => {
    const untracked = await insertItem(t.app, { category: 'Cakes', title: 'Untracked Cake', priceCents: 500 });
    const before = await rows();
    const below = await bulkStock({ ids: [cake.id, rocket.id], mode: 'add', quantity: -10 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toBe('The stock of “Bulk Rocket” would fall outside 0 to 1000000. No stock was changed.');
    const notTracked = await bulkStock({ ids: [cake.id, untracked.id], mode: 'add', quantity: 1 }, 'es');
    expect(notTracked.json().error).toMatch(/^«Untracked Cake» no lleva control de existencias/);
    expect((await bulkStock({ ids: [cake.id], mode: 'set', quantity: 2.5 })).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });
});
