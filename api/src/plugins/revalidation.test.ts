/**
 * Conditional GETs (issue 37 item 2): the item lists, the season calendar and the runtime
 * configuration carry an ETag and are answered 304 Not Modified while unchanged; private answers
 * that must never be kept stay `no-store` without an ETag.
 */
import { call, type TestApp } from '../../test/helper';
import { appWithAdminAndCustomer } from '../../test/uploads';

let t: TestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

/** A first answer, then the same request with its ETag: 304 with no body. */
async function expectRevalidated(url: string, token: string | undefined, cacheControl: string) {
  const first = await call(t.app, 'GET', url, { token });
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe(cacheControl);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await call(t.app, 'GET', url, { token, headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  const other = await call(t.app, 'GET', url, { token, headers: { 'if-none-match': 'W/"something-else"' } });
  expect(other.statusCode).toBe(200);
  expect(other.body).toBe(first.body);
  return etag;
}

it('answers an unchanged item list 304, and a changed one 200 with a new ETag', async () => {
  const url = '/api/fireworks?category=Missiles';
  const before = await expectRevalidated(url, customerToken, 'private, no-cache');
  // The same list compressed: the same (weak) ETag, 304 as well.
  const brotli = await call(t.app, 'GET', url, { token: customerToken, headers: { 'accept-encoding': 'br', 'if-none-match': before } });
  expect(brotli.statusCode).toBe(304);

  const added = await call(t.app, 'POST', '/api/addNewItem/', {
    token: adminToken,
    payload: { category: 'Missiles', title: 'Revalidated Rocket', price: '4.99' },
  });
  expect(added.statusCode).toBe(201);
  const after = await call(t.app, 'GET', url, { token: customerToken, headers: { 'if-none-match': before } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before);
  expect(after.json().map((item: { title: string }) => item.title)).toContain('Revalidated Rocket');
});

it("gives an admin's list (hidden items too) its own ETag", async () => {
  const customer = await call(t.app, 'GET', '/api/fireworks?category=Missiles', { token: customerToken });
  const admin = await call(t.app, 'GET', '/api/fireworks?category=Missiles', { token: adminToken });
  await call(t.app, 'POST', '/api/addNewItem/', {
    token: adminToken,
    payload: { category: 'Missiles', title: 'Hidden Rocket', price: '4.99', visible: false },
  });
  const customerAfter = await call(t.app, 'GET', '/api/fireworks?category=Missiles', { token: customerToken });
  const adminAfter = await call(t.app, 'GET', '/api/fireworks?category=Missiles', { token: adminToken });
  expect(customerAfter.headers.etag).toBe(customer.headers.etag);
  expect(adminAfter.headers.etag).not.toBe(admin.headers.etag);
});

it('answers the public season calendar and runtime configuration 304 while unchanged', async () => {
  await expectRevalidated('/api/season', undefined, 'public, no-cache');
  await expectRevalidated('/api/config', undefined, 'public, no-cache');
});

it('keeps refusals and private answers no-store, without an ETag', async () => {
  const refused = await call(t.app, 'GET', '/api/fireworks?category=Missiles');
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
  const user = await call(t.app, 'POST', '/api/getuser', { token: customerToken });
  expect(user.statusCode).toBe(200);
  expect(user.headers['cache-control']).toBe('no-store');
  expect(user.headers.etag).toBeUndefined();
  const cart = await call(t.app, 'GET', '/api/get-cart', { token: customerToken });
  expect(cart.headers['cache-control']).toBe('no-store');
  expect(cart.headers.etag).toBeUndefined();
});
