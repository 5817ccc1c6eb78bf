import { eq } from 'drizzle-orm';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { subscriptions } from '../../db/schema';

const PAYPAL = { PAYPAL_CLIENT_ID: 'test-client-id', PAYPAL_PLAN_ID: 'P-TESTPLAN' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: PAYPAL });
});
afterAll(() => t.close());

async function rowsFor(userId: string) {
  return t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

describe('POST /api/subscribe', () => {
  it('records the PayPal subscription id for the signed-in user', async () => {
    const { user, token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/subscribe', { token, payload: { subscriptionID: 'I-BW452GLLEP1G' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Subscription successful!', subscriptionID: 'I-BW452GLLEP1G' });
    expect(await rowsFor(user.id)).toMatchObject([{ subscriptionId: 'I-BW452GLLEP1G' }]);

    const listed = await call(t.app, 'GET', '/api/subscriptions', { token });
    expect(listed.json()).toEqual({ subscriptions: [{ subscriptionID: 'I-BW452GLLEP1G', createdAt: expect.any(String) }] });
  });

  it('answers the same record when the same id is sent again, and keeps one row', async () => {
    const { user, token } = await createUser(t.app);
    const payload = { subscriptionID: 'I-REPEATED0001', orderID: 'ignored', facilitatorAccessToken: 'ignored' };
    const first = await call(t.app, 'POST', '/api/subscribe', { token, payload });
    const second = await call(t.app, 'POST', '/api/subscribe', { token, payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowsFor(user.id)).toHaveLength(1);
  });

  it('refuses an id already recorded for another account', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await call(t.app, 'POST', '/api/subscribe', { token: owner.token, payload: { subscriptionID: 'I-TAKEN000001' } });
    const response = await call(t.app, 'POST', '/api/subscribe', { token: other.token, payload: { subscriptionID: 'I-TAKEN000001' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This subscription is already recorded for another account.' });
    expect(await rowsFor(other.user.id)).toEqual([]);
  });

  it('answers a clear 400 when nothing is sent (the spec shows no body) or the id is malformed', async () => {
    const { user, token } = await createUser(t.app);
    for (const payload of [undefined, {}, { subscriptionID: '   ' }]) {
      const response = await call(t.app, 'POST', '/api/subscribe', { token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'No subscription id was sent. Please subscribe again from the Subscribe page.' });
    }
    const bare = await call(t.app, 'POST', '/api/subscribe', { token, headers: { 'content-type': 'application/json' } });
    expect(bare.statusCode).toBe(400);

    const malformed = await call(t.app, 'POST', '/api/subscribe', { token, payload: { subscriptionID: '<script>' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'That is not a valid PayPal subscription id.' });
    const wrongType = await call(t.app, 'POST', '/api/subscribe', { token, payload: { subscriptionID: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(await rowsFor(user.id)).toEqual([]);
  });

  it('answers in Spanish for a Spanish interface', async () => {
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/subscribe', { token, payload: {}, headers: { 'accept-language': 'es' } });
    expect(response.json()).toEqual({
      error: 'No se envió ningún identificador de suscripción. Vuelva a suscribirse desde la página Suscribirse.',
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'POST', '/api/subscribe', { payload: { subscriptionID: 'I-NOSESSION01' } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/subscriptions')).statusCode).toBe(401);
  });
});

describe('POST /api/subscribe without PayPal configured', () => {
  it('refuses, since the shop offers no subscriptions', async () => {
    const bare = await buildTestApp();
    try {
      const { user, token } = await createUser(bare.app);
      const response = await call(bare.app, 'POST', '/api/subscribe', { token, payload: { subscriptionID: 'I-BW452GLLEP1G' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Subscriptions are not available in this shop.' });
      expect(await bare.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
