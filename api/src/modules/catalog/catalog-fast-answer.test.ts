/**
 * The catalogue list's fast answer (src/shared/fast-answers.ts): over a real socket (inject skips
 * the server, so it always takes the normal path), a fast answer must be the normal path's answer
 * to the same request (status, headers but Date, body), and every case it does not take must reach
 * the normal path unchanged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, createUser, type TestApp, writeAndAwaitChange } from '../../../test/helper';
import { appWithAdminAndCustomer } from '../../../test/uploads';
import { items, users } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let base: string;
/** Requests the fast path answered (counted by wrapping FastAnswers.answer). */
let fastCount = 0;

beforeAll(async () => {
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer());
  // Enough items for the list to be compressed (over 1 KB).
  await writeAndAwaitChange(t.app, 'items', () =>
    t.app.ctx.db.insert(items).values(
      Array.from({ length: 20 }, (_, n) => ({
        id: newId(),
        category: 'Fountains' as const,
        title: `Fountain number ${n} with a long enough title`,
        description: 'Colour, crackle and a whistle at the end, for a backyard show.',
        priceCents: 1000 + n,
      })),
    ),
  );
  const fast = t.app.fastAnswers;
  const answer = fast.answer.bind(fast);
  fast.answer = (request, response) => {
    const answered = answer(request, response);
    if (answered) fastCount += 1;
    return answered;
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  fast: boolean;
}

/** A raw HTTP request (no decompression, no added headers), and whether the fast path answered it. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const before = fastCount;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, ...rest } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks), fast: fastCount > before });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The same request with the fast path off: the normal path's answer. */
async function normal(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  t.app.fastAnswers.enabled = false;
  try {
    return await get(path, headers, method);
  } finally {
    t.app.fastAnswers.enabled = true;
  }
}

const LIST = '/api/fireworks?category=fountains';
const bearer = (token: string) => `Bearer ${token}`;

/** Fills the cache (the normal path does) and answers the fast answer beside the normal one. */
async function both(path: string, headers: Record<string, string>) {
  await normal(path, headers);
  const fast = await get(path, headers);
  const slow = await normal(path, headers);
  return { fast, slow };
}

describe('GET /api/fireworks: the fast answer', () => {
  it.each([
    ['gzip', 'gzip'],
    ['brotli', 'gzip, deflate, br'],
  ])('is the normal path’s answer, byte for byte (%s, customer)', async (_name, acceptEncoding) => {
    const { fast, slow } = await both(LIST, { authorization: bearer(customerToken), 'accept-encoding': acceptEncoding });
    expect(fast.fast).toBe(true);
    expect(slow.fast).toBe(false);
    expect(fast.status).toBe(200);
    // Same headers with the same values in the same order (the header block byte for byte, Date aside).
    expect(Object.entries(fast.headers)).toEqual(Object.entries(slow.headers));
    expect(fast.body.equals(slow.body)).toBe(true);
    expect(fast.headers['content-encoding']).toBe(acceptEncoding === 'gzip' ? 'gzip' : 'br');
    expect(fast.headers.vary).toBe('Origin, Accept-Encoding');
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['content-security-policy']).toBeDefined();
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['gzip refused', { 'accept-encoding': 'gzip;q=0, deflate' }],
  ])('is the normal path’s uncompressed answer, byte for byte (%s)', async (_name, extra: Record<string, string>) => {
    const { fast, slow } = await both(LIST, { authorization: bearer(customerToken), ...extra });
    expect(fast.fast).toBe(true);
    expect(Object.entries(fast.headers)).toEqual(Object.entries(slow.headers));
    expect(fast.body.equals(slow.body)).toBe(true);
    expect(fast.headers['content-encoding']).toBeUndefined();
    expect(fast.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(fast.body.toString())).toHaveLength(20);
  });

  it('is the normal path’s answer for a list too small to compress (Vary: Origin only)', async () => {
    // The trigger's notification must be in before the list is cached (it would forget it).
    await writeAndAwaitChange(t.app, 'items', () =>
      t.app.ctx.db.insert(items).values({ id: newId(), category: 'Sparklers', title: 'One sparkler', priceCents: 100 }),
    );
    const { fast, slow } = await both('/api/fireworks?category=sparklers', {
      authorization: bearer(customerToken),
      'accept-encoding': 'br',
    });
    expect(fast.fast).toBe(true);
    expect(Object.entries(fast.headers)).toEqual(Object.entries(slow.headers));
    expect(fast.body.equals(slow.body)).toBe(true);
    expect(fast.headers.vary).toBe('Origin');
    expect(fast.headers['content-encoding']).toBeUndefined();
  });

  it('answers an admin the admin list (hidden items too), as the normal path does', async () => {
    // The lists are forgotten when the trigger's notification arrives, before they are cached again.
    await writeAndAwaitChange(t.app, 'items', () =>
      t.app.ctx.db.insert(items).values({ id: newId(), category: 'Fountains', title: 'Hidden one', priceCents: 5, visible: false }),
    );
    const headers = { authorization: bearer(adminToken), 'accept-encoding': 'gzip' };
    const { fast, slow } = await both(LIST, headers);
    expect(fast.fast).toBe(true);
    expect(fast.headers).toEqual(slow.headers);
    expect(fast.body.equals(slow.body)).toBe(true);
    await get(LIST, { authorization: bearer(customerToken), 'accept-encoding': 'gzip' }); // the customer list, cached
    const customer = await get(LIST, { authorization: bearer(customerToken), 'accept-encoding': 'gzip' });
    expect(customer.fast).toBe(true);
    expect(customer.body.equals(fast.body)).toBe(false);
  });

  it('is not taken before the list is cached: the normal path loads it', async () => {
    t.app.ctx.changes.announce('items');
    const first = await get(LIST, { authorization: bearer(customerToken), 'accept-encoding': 'gzip' });
    expect(first.fast).toBe(false);
    expect(first.status).toBe(200);
    const second = await get(LIST, { authorization: bearer(customerToken), 'accept-encoding': 'gzip' });
    expect(second.fast).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
  });

  describe('every other request takes the normal path, with its answer', () => {
    const gzip = { 'accept-encoding': 'gzip' };
    beforeAll(async () => {
      await get(LIST, { authorization: bearer(customerToken), ...gzip }); // cached
    });

    const expectNormal = async (path: string, headers: Record<string, string>, status: number, method = 'GET') => {
      const answer = await get(path, headers, method);
      expect(answer.fast).toBe(false);
      expect(answer.status).toBe(status);
      const slow = await normal(path, headers, method);
      expect(answer.headers).toEqual(slow.headers);
      expect(answer.body.equals(slow.body)).toBe(true);
    };

    it('no token', () => expectNormal(LIST, gzip, 401));
    it('a bad token', () => expectNormal(LIST, { authorization: 'Bearer not.a.token', ...gzip }, 401));
    it('a token not in the Bearer form', () => expectNormal(LIST, { authorization: customerToken, ...gzip }, 401));

    it('an unapproved user', async () => {
      const { token } = await createUser(t.app, { verified: true, approved: false });
      await expectNormal(LIST, { authorization: bearer(token), ...gzip }, 401);
    });

    it('a user whose approval was withdrawn', async () => {
      const { user, token } = await createUser(t.app);
      await get(LIST, { authorization: bearer(token), ...gzip }); // the normal path reads the new user's rows
      expect((await get(LIST, { authorization: bearer(token), ...gzip })).fast).toBe(true);
      await t.app.ctx.db.update(users).set({ approved: false }).where(eq(users.id, user.id));
      t.app.ctx.changes.announce(`u:${user.id}`);
      await expectNormal(LIST, { authorization: bearer(token), ...gzip }, 401);
    });

    it('a revoked session (logged out)', async () => {
      const { token } = await createUser(t.app);
      await get(LIST, { authorization: bearer(token), ...gzip });
      expect((await get(LIST, { authorization: bearer(token), ...gzip })).fast).toBe(true);
      expect((await call(t.app, 'POST', '/api/logout', { token })).statusCode).toBe(200);
      await expectNormal(LIST, { authorization: bearer(token), ...gzip }, 401);
    });

    const auth = () => ({ authorization: bearer(customerToken), ...gzip });
    it('an unknown category', () => expectNormal('/api/fireworks?category=rockets', auth(), 404));
    it('no category', () => expectNormal('/api/fireworks', auth(), 400));
    it('a category in another case', () => expectNormal('/api/fireworks?category=Fountains', auth(), 200));
    it('an extra query parameter', () => expectNormal(`${LIST}&x=1`, auth(), 200));
    it('a repeated category', () => expectNormal(`${LIST}&category=fountains`, auth(), 400));
    it('an encoded query', () => expectNormal('/api/fireworks?category=fount%61ins', auth(), 200));
    it('a trailing slash', () => expectNormal('/api/fireworks/?category=fountains', auth(), 404));
    it('HEAD', () => expectNormal(LIST, auth(), 200, 'HEAD'));
    it('a CORS request (Origin)', () => expectNormal(LIST, { ...auth(), origin: 'https://elsewhere.example' }, 200));

    it('gzip only: a fast gzip answer equal to the normal one', async () => {
      const { fast, slow } = await both(LIST, { authorization: bearer(customerToken), 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(fast.fast).toBe(true);
      expect(fast.headers['content-encoding']).toBe('gzip');
      expect(fast.headers).toEqual(slow.headers);
      expect(fast.body.equals(slow.body)).toBe(true);
    });
  });
});

describe('fast answers and request logging', () => {
  it.each([
    ['info', false],
    ['debug', false],
    ['warn', true],
  ] as const)('LOG_LEVEL %s: fast answers on = %s (Fastify logs every request at info)', async (level, enabled) => {
    const other = await buildTestApp({ logger: { level, stream: { write() {} } } });
    try {
      expect(other.app.fastAnswers.enabled).toBe(enabled);
    } finally {
      await other.close();
    }
  });
});
