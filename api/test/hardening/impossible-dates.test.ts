/**
 * Impossible dates (issue 39 item 4): every route that takes a date, a customer's and an admin's,
 * reads it with core's one parser and refuses anything but a real day within 2000..2100 with a
 * 400 sentence in the caller's language: never a 5xx, never a day rolled into the next month.
 */
import { payments } from '../../src/db/schema';
import { fillCart, insertItem } from '../cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../helper';

const IMPOSSIBLE_DAYS = ['2026-13-01', '0000-01-01', '9999-12-31', '2026-02-30', '2026-02-30T10:00Z'];
/** Page cursors (base64url of 'instant|id') holding instants PostgreSQL or JavaScript cannot take. */
const IMPOSSIBLE_CURSOR_INSTANTS = [
  '0000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-02-30T10:00:00.000Z',
];
const cursorAt = (instant: string) => Buffer.from(`${instant}|00000000-0000-0000-0000-000000000000`).toString('base64url');

let t: TestApp;
let admin: string;
let customer: string;
let orderId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await adminSession(t.app)).token;
  const buyer = await createUser(t.app);
  customer = buyer.token;
  const cake = await insertItem(t.app, { category: 'Cakes', title: 'Date Cake', priceCents: 100_000 });
  await fillCart(t.app, customer, [{ item: cake, quantity: 1 }]);
  orderId = (await call(t.app, 'POST', '/api/create-order', { token: customer, payload: { isPickup: false } })).json().orderId;
});
afterAll(() => t.close());

/** The answer in English and Spanish: both 400 with a sentence (no key, no field path). */
async function refusedInWords(request: { method: 'GET' | 'POST'; url: string; token: string; payload?: unknown }) {
  const errors: string[] = [];
  for (const language of ['en', 'es']) {
    const response = await call(t.app, request.method, request.url, {
      token: request.token,
      payload: request.payload,
      headers: { 'accept-language': language },
    });
    expect([request.url, response.statusCode]).toEqual([request.url, 400]);
    const { error } = response.json() as { error: string };
    expect(error).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
    expect(error).not.toMatch(/validation\.|errors\.|\/\w/);
    errors.push(error);
  }
  expect(errors[0]).not.toBe(errors[1]);
  return errors[0] as string;
}

it.each(IMPOSSIBLE_DAYS)('the order desk, its CSV and the dashboard refuse %s as a day', async (day) => {
  const query = encodeURIComponent(day);
  for (const token of [customer, admin]) {
    await refusedInWords({ method: 'GET', url: `/api/orders?from=${query}`, token });
    await refusedInWords({ method: 'GET', url: `/api/orders?to=${query}`, token });
  }
  await refusedInWords({ method: 'GET', url: `/api/orders.csv?from=${query}`, token: admin });
  await refusedInWords({ method: 'GET', url: `/api/orders.csv?to=${query}`, token: admin });
  await refusedInWords({ method: 'GET', url: `/api/dashboard?from=${query}`, token: admin });
  await refusedInWords({ method: 'GET', url: `/api/dashboard?to=${query}`, token: admin });
  await refusedInWords({ method: 'GET', url: `/api/pickups?date=${query}`, token: admin });
  await refusedInWords({
    method: 'POST',
    url: '/api/pickup-slots',
    token: admin,
    payload: { date: day, start: '10:00', end: '11:00', capacity: 5 },
  });
});

it('names the real days and years a day must be', async () => {
  expect(await refusedInWords({ method: 'GET', url: '/api/orders?from=0000-01-01', token: customer })).toBe(
    'Dates must be real days between 2000 and 2100, written as YYYY-MM-DD.',
  );
  expect(await refusedInWords({ method: 'GET', url: '/api/dashboard?from=2026-02-30', token: admin })).toMatch(/between 2000 and 2100/);
});

it.each(IMPOSSIBLE_CURSOR_INSTANTS)('the order desk refuses a cursor at %s', async (instant) => {
  for (const token of [customer, admin]) {
    expect(await refusedInWords({ method: 'GET', url: `/api/orders?cursor=${cursorAt(instant)}`, token })).toBe(
      'This page link is no longer valid; start from the first page.',
    );
  }
});

it.each(IMPOSSIBLE_DAYS)('a payment received on %s is refused and not recorded', async (receivedAt) => {
  const error = await refusedInWords({
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    token: admin,
    payload: { amount: 10, method: 'cash', receivedAt },
  });
  expect(error).toBe('The date received must be a real date between 2000 and 2100, such as 2026-11-18.');
  expect(await t.app.ctx.db.select().from(payments)).toEqual([]);
});

it('takes a real day and an instant with its zone as the day and time received', async () => {
  for (const [receivedAt, stored] of [
    // A day alone is noon on the shop's clock (Chicago, CST), not noon UTC (6:00 AM in the shop).
    ['2026-02-28', '2026-02-28T18:00:00.000Z'],
    ['2026-02-28T10:00-06:00', '2026-02-28T16:00:00.000Z'],
  ]) {
    const response = await call(t.app, 'POST', `/api/orders/${orderId}/payments`, {
      token: admin,
      payload: { amount: 1, method: 'cash', receivedAt },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().payment.receivedAt).toBe(stored);
  }
});
