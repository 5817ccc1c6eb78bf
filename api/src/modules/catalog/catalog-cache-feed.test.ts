/**
 * Issue 13 items 3 and 5: the cached item lists and discount rules are forgotten when their table
 * changes (a write through the API at once, a write anywhere else through the change feed), and the
 * lists go out compressed from the forms made when they were cached.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await createUser(t.app)).token;
  adminToken = (await adminSession(t.app)).token;
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) => call(t.app, 'GET', '/api/fireworks?category=cakes', { token, headers });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('forgets a cached list when an item changes outside the API (change feed)', async () => {
  const item = await insertItem(t.app, { category: 'Cakes' });
  await settle();
  await expect(list().then((r) => r.json())).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ title: item.title })]));
  await t.app.ctx.db.execute(sql`update items set title = 'Renamed by SQL' where id = ${item.id}`);
  await settle();
  expect((await list()).json()).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Renamed by SQL' })]));
});

it('forgets cached discount rules at a rule change made through the API', async () => {
  const before = (await call(t.app, 'GET', '/api/discounts', { token })).json() as unknown[];
  const created = await call(t.app, 'POST', '/api/discounts', {
    token: adminToken,
    payload: { priceRange: { min: 7000, max: 8000 }, discountPercentage: 7 },
  });
  expect(created.statusCode).toBe(201);
  expect((await call(t.app, 'GET', '/api/discounts', { token })).json()).toHaveLength(before.length + 1);
});

it('sends a list brotli- or gzip-compressed when the client accepts it, the same JSON as uncompressed', async () => {
  for (let n = 0; n < 12; n++) await insertItem(t.app, { category: 'Cakes' });
  await settle();
  const plain = await list();
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const gz = await list({ 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  expect(gz.rawPayload.length).toBeLessThan(plain.body.length / 3);
  expect((await list({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
});

it('compresses other JSON answers above 1 KB when accepted', async () => {
  for (let n = 0; n < 6; n++) await createUser(t.app);
  const plain = await call(t.app, 'GET', '/api/userInformation', { token: adminToken });
  expect(plain.body.length).toBeGreaterThan(1024);
  const gz = await call(t.app, 'GET', '/api/userInformation', { token: adminToken, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  // Small answers are sent as they are.
  const health = await call(t.app, 'GET', '/api/health', { headers: { 'accept-encoding': 'gzip' } });
  expect(health.headers['content-encoding']).toBeUndefined();
});

it('names both Origin and Accept-Encoding in Vary on a compressed cached list, so a shared cache keys on both', async () => {
  const compressed = await list({ 'accept-encoding': 'gzip', origin: 'http://localhost:3000' });
  expect(compressed.headers['content-encoding']).toBe('gzip');
  const vary = String(compressed.headers.vary).toLowerCase();
  expect(vary).toContain('origin');
  expect(vary).toContain('accept-encoding');
});
