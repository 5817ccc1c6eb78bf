import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { adminSession, buildTestApp, call, createUser, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers a token and the user for the right credentials (username is case-insensitive)', async () => {
    const { user } = await createUser(t.app, { username: 'Rocket' });
    const response = await call(t.app, 'POST', '/api/login', { payload: { username: 'rOCKET', password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toMatchObject({ _id: user.id, username: 'Rocket', admin: false, approved: true, verified: true });
    expect(body.user.passwordHash).toBeUndefined();
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    await createUser(t.app, { username: 'sparky' });
    const wrong = await call(t.app, 'POST', '/api/login', { payload: { username: 'sparky', password: 'nope-nope' } });
    const unknown = await call(t.app, 'POST', '/api/login', { payload: { username: 'nobody-here', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("asks for all fields with the spec's message", async () => {
    for (const payload of [{}, { username: 'a' }, { password: 'b' }, { username: '  ', password: 'x' }]) {
      const response = await call(t.app, 'POST', '/api/login', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please fill in all fields.' });
    }
  });

  it('answers in Spanish when the caller speaks Spanish', async () => {
    const response = await call(t.app, 'POST', '/api/login', { payload: {}, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(response.json()).toEqual({ error: 'Por favor, complete todos los campos.' });
  });

  it('sends an unverified user to phone verification with the number', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: false });
    const response = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ needsPhoneVerification: true, phonenumber: user.phonenumber });
  });

  it('tells a verified but unapproved user to wait for approval', async () => {
    const { user } = await createUser(t.app, { verified: true, approved: false });
    const response = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Awaiting approval from admin.' });
  });

  it('refuses wrong types and unknown fields with a clear 400', async () => {
    const wrongType = await call(t.app, 'POST', '/api/login', { payload: { username: 42, password: 'x' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('Username must be text.');
    const extra = await call(t.app, 'POST', '/api/login', { payload: { username: 'a', password: 'b', admin: true } });
    expect(extra.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('session tokens', () => {
  it('getuser answers the signed-in user', async () => {
    const { user, token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/getuser', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user.id, username: user.username, funds: 0 });
  });

  it('getuser answers as it is below 1 KB, and compressed above (its forms made once)', async () => {
    const { user, token } = await createUser(t.app, { firstname: 'Ana', lastname: 'Ruiz' });
    const small = await call(t.app, 'POST', '/api/getuser', { token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Origin');
    expect(small.headers['content-type']).toBe('application/json; charset=utf-8');
    const { token: longToken } = await createUser(t.app, { firstname: 'Ana'.repeat(200), lastname: 'Ruiz'.repeat(200) });
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      [undefined, undefined],
    ] as const) {
      const response = await call(t.app, 'POST', '/api/getuser', {
        token: longToken,
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Origin, Accept-Encoding');
      const body =
        encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : encoding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : response.rawPayload;
      expect(JSON.parse(body.toString('utf8'))).toMatchObject({ firstname: 'Ana'.repeat(200), lastname: 'Ruiz'.repeat(200) });
    }
    expect(small.json()).toMatchObject({ _id: user.id, firstname: 'Ana', lastname: 'Ruiz' });
  });

  it('verify-token renews a valid token', async () => {
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/verify-token', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.valid).toBe(true);
    expect((await call(t.app, 'POST', '/api/getuser', { token: body.token })).statusCode).toBe(200);
  });

  it('refuses a missing, tampered, foreign-signed or expired token with 401', async () => {
    const { user, token } = await createUser(t.app);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: user.id, tv: 0, admin: true })).toString('base64url');
    const foreign = createSigner({ key: 'another-secret-another-secret-another-secret!!' })({ sub: user.id, tv: 0 });
    const expired = createSigner({ key: TEST_JWT_SECRET, expiresIn: 1, clockTimestamp: Date.now() - 60_000 })({ sub: user.id, tv: 0 });
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const bad of [undefined, `${header}.${forgedPayload}.${signature}`, foreign, expired, noneAlg, 'garbage']) {
      const response = await call(t.app, 'POST', '/api/getuser', { token: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('ends existing tokens when the token version moves (password change, un-approval)', async () => {
    const { user, token } = await createUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    expect((await call(t.app, 'POST', '/api/getuser', { token })).statusCode).toBe(401);
  });

  it('ends the tokens of a deleted user', async () => {
    const { user, token } = await createUser(t.app);
    await t.app.ctx.db.delete(users).where(eq(users.id, user.id));
    expect((await call(t.app, 'POST', '/api/verify-token', { token })).statusCode).toBe(401);
  });
});

describe('guards', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await buildTestApp({
      extraModules: [
        async (api) => {
          api.get('/test-admin-only', { preHandler: api.requireAdmin }, async () => ({ ok: true }));
          api.get('/test-signed-in', { preHandler: api.requireUser }, async (request) => ({ id: request.account?.id }));
        },
      ],
    });
  });
  afterAll(() => guarded.close());

  it('requireUser passes any signed-in user and answers 401 to anonymous callers', async () => {
    const { user, token } = await createUser(guarded.app);
    expect((await call(guarded.app, 'GET', '/api/test-signed-in')).statusCode).toBe(401);
    const response = await call(guarded.app, 'GET', '/api/test-signed-in', { token });
    expect(response.json()).toEqual({ id: user.id });
  });

  it('requireAdmin answers 401 to anonymous callers, 403 to customers and passes admins', async () => {
    const { token } = await createUser(guarded.app);
    const admin = await adminSession(guarded.app);
    expect((await call(guarded.app, 'GET', '/api/test-admin-only')).statusCode).toBe(401);
    const customer = await call(guarded.app, 'GET', '/api/test-admin-only', { token });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ error: 'Only an admin can do this.' });
    expect((await call(guarded.app, 'GET', '/api/test-admin-only', { token: admin.token })).statusCode).toBe(200);
  });
});
