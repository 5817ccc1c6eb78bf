import { eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog, discountRules } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await adminSession(t.app)).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.ctx.db.delete(discountRules);
});

const add = (payload: unknown, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/discounts', { token: adminToken, payload, headers });

describe('POST /api/discounts', () => {
  it('adds tiers in dollars, 9999999 meaning no maximum, and every signed-in user can read them', async () => {
    const low = await add({ priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 });
    expect(low.statusCode).toBe(201);
    expect(low.json()).toEqual({ _id: expect.any(String), priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 });
    const high = await add({ priceRange: { min: 1000, max: 9999999 }, discountPercentage: 10 });
    expect(high.statusCode).toBe(201);

    const [row] = await t.app.ctx.db.select().from(discountRules).where(eq(discountRules.id, high.json()._id));
    expect(row).toMatchObject({ minCents: 100_000, maxCents: null, percentage: 10 });

    const customer = await createUser(t.app);
    const list = await call(t.app, 'GET', '/api/discounts', { token: customer.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { _id: low.json()._id, priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 },
      { _id: high.json()._id, priceRange: { min: 1000, max: 9999999 }, discountPercentage: 10 },
    ]);
  });

  it('allows a single-price range (min = max) and a 100% discount', async () => {
    const response = await add({ priceRange: { min: 50, max: 50 }, discountPercentage: 100 });
    expect(response.statusCode).toBe(201);
  });

  const minMessage = 'Min Price must be an amount in dollars from 0 to 9999999 with at most 2 decimals (or tick No Min).';
  const maxMessage = 'Max Price must be an amount in dollars from 0 to 9999999 with at most 2 decimals (or tick No Max).';
  const percentMessage = 'Discount Percentage must be a whole number from 1 to 100.';
  it.each([
    [{ priceRange: { min: 1000, max: 500 }, discountPercentage: 5 }, 'Min Price ($1,000.00) cannot be greater than Max Price ($500.00).'],
    [{ priceRange: { min: 10.5, max: 9.99 }, discountPercentage: 5 }, 'Min Price ($10.50) cannot be greater than Max Price ($9.99).'],
    [{ priceRange: { min: 0, max: 100 }, discountPercentage: 0 }, percentMessage],
    [{ priceRange: { min: 0, max: 100 }, discountPercentage: 101 }, percentMessage],
    [{ priceRange: { min: 0, max: 100 }, discountPercentage: -5 }, percentMessage],
    [{ priceRange: { min: 0, max: 100 }, discountPercentage: 7.5 }, percentMessage],
    [{ priceRange: { min: 0, max: 100 }, discountPercentage: '10' }, percentMessage],
    [{ priceRange: { min: 0, max: 100 } }, percentMessage],
    [{ priceRange: { min: 'abc', max: 100 }, discountPercentage: 5 }, minMessage],
    [{ priceRange: { min: null, max: 100 }, discountPercentage: 5 }, minMessage],
    [{ priceRange: { min: -1, max: 100 }, discountPercentage: 5 }, minMessage],
    [{ priceRange: { min: 10.005, max: 100 }, discountPercentage: 5 }, minMessage],
    [{ priceRange: { max: 100 }, discountPercentage: 5 }, minMessage],
    [{ discountPercentage: 5 }, minMessage],
    [{ priceRange: { min: 0, max: 'lots' }, discountPercentage: 5 }, maxMessage],
    [{ priceRange: { min: 0, max: 10_000_000 }, discountPercentage: 5 }, maxMessage],
    [{ priceRange: { min: 0 }, discountPercentage: 5 }, maxMessage],
  ])('refuses %j with a clear message and writes nothing', async (payload, message) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await t.app.ctx.db.select().from(discountRules)).toEqual([]);
  });

  it('answers in Spanish when asked', async () => {
    const response = await add({ priceRange: { min: 0, max: 100 }, discountPercentage: 0 }, { 'accept-language': 'es' });
    expect(response.json()).toEqual({ error: 'El porcentaje de descuento debe ser un número entero de 1 a 100.' });
    const range = await add({ priceRange: { min: 1500, max: 20 }, discountPercentage: 5 }, { 'accept-language': 'es' });
    expect(range.json()).toEqual({ error: 'El precio mínimo ($1,500.00) no puede ser mayor que el precio máximo ($20.00).' });
  });

  it('records the write in the audit log', async () => {
    const response = await add({ priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, response.json()._id));
    expect(audit).toMatchObject([
      { action: 'discount.create', actorUsername: 'admin', details: { minCents: 0, maxCents: 99_999, percentage: 5 } },
    ]);
  });
});

describe('DELETE /api/discounts/:id', () => {
  it('deletes the rule and records the write', async () => {
    const created = (await add({ priceRange: { min: 0, max: 9999999 }, discountPercentage: 3 })).json();
    const response = await call(t.app, 'DELETE', `/api/discounts/${created._id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Discount rule deleted.' });
    expect(await t.app.ctx.db.select().from(discountRules)).toEqual([]);
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, created._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['discount.create', 'discount.delete']);
  });

  it('answers 404 for an unknown rule', async () => {
    const response = await call(t.app, 'DELETE', `/api/discounts/${newId()}`, { token: adminToken });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such discount rule.' });
  });
});

describe('who may do what', () => {
  it('reading needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/discounts')).statusCode).toBe(401);
  });

  it('adding and deleting: 401 without a token, 403 for a customer, and nothing changes', async () => {
    const kept = (await add({ priceRange: { min: 0, max: 100 }, discountPercentage: 5 })).json();
    const customer = await createUser(t.app);
    const payload = { priceRange: { min: 0, max: 100 }, discountPercentage: 50 };
    expect((await call(t.app, 'POST', '/api/discounts', { payload })).statusCode).toBe(401);
    expect((await call(t.app, 'DELETE', `/api/discounts/${kept._id}`)).statusCode).toBe(401);
    const post = await call(t.app, 'POST', '/api/discounts', { token: customer.token, payload });
    expect(post.statusCode).toBe(403);
    const del = await call(t.app, 'DELETE', `/api/discounts/${kept._id}`, { token: customer.token });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'Only an admin can do this.' });
    expect(await t.app.ctx.db.select().from(discountRules)).toMatchObject([{ id: kept._id, percentage: 5 }]);
  });
});
