/**
 * Issue 14, item 1: rate limits key on the real client (TRUST_PROXY, none by default), each
 * account name backs off on its own whatever the address, and common passwords are refused.
 */
import { sql } from 'drizzle-orm';
import { buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../helper';

const wrong = (username: string) => ({ username, password: 'not-the-password' });

describe('production mode without TRUST_PROXY: X-Forwarded-For is ignored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production', RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('a client rotating X-Forwarded-For is limited after 10 tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      // A different name each time, so only the per-address limit can answer 429.
      const response = await call(t.app, 'POST', '/api/login', {
        payload: wrong(`nobody${i}`),
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });
});

describe('TRUST_PROXY=1 (one proxy in front): limits key on the forwarded client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production', RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts per forwarded client address', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, 'POST', '/api/login', { payload: wrong(`ghost${i}`), headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(r.statusCode).toBe(401);
    }
    const limited = await call(t.app, 'POST', '/api/login', { payload: wrong('ghost-x'), headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(limited.statusCode).toBe(429);
    const other = await call(t.app, 'POST', '/api/login', { payload: wrong('ghost-y'), headers: { 'x-forwarded-for': '198.51.100.8' } });
    expect(other.statusCode).toBe(401);
  });

  it('one account backs off whatever the address: 30 parallel guesses from 30 addresses, only 10 are checked', async () => {
    const { user } = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t.app, 'POST', '/api/login', { payload: wrong(user.username), headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const locked = answers.find((a) => a.statusCode === 429);
    expect(locked?.json()).toEqual({
      error: expect.stringMatching(/^Too many failed sign-in attempts for this account\. Please wait 1 minute and try again\.$/),
    });
    const spanish = await call(t.app, 'POST', '/api/login', {
      payload: wrong(user.username),
      headers: { 'x-forwarded-for': '192.0.2.201', 'accept-language': 'es' },
    });
    expect(spanish.json().error).toBe(
      'Demasiados intentos fallidos de inicio de sesión para esta cuenta. Espere 1 minuto e inténtelo de nuevo.',
    );

    // Even the right password waits while the name is locked…
    const right = { username: user.username, password: TEST_PASSWORD };
    const during = await call(t.app, 'POST', '/api/login', { payload: right, headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(during.statusCode).toBe(429);
    // …and gets in once the lock has run out; success clears the count.
    await t.app.ctx.db.execute(sql`update login_failures set locked_until = now() - interval '1 second'`);
    const after = await call(t.app, 'POST', '/api/login', { payload: right, headers: { 'x-forwarded-for': '192.0.2.201' } });
    expect(after.statusCode).toBe(200);
    const rows = await t.app.ctx.db.execute(sql`select * from login_failures where username_key = ${user.username.toLowerCase()}`);
    expect((rows as unknown as { rows: unknown[] }).rows ?? rows).toHaveLength(0);
  });

  it('a stolen session cannot guess the password through change-password: its checks count in the same back-off', async () => {
    const { user, token } = await createUser(t.app);
    const changeFrom = (currentPassword: string, address: string) =>
      call(t.app, 'POST', '/api/change-password', {
        token,
        payload: { currentPassword, newPassword: 'Brand-New-Pass-9' },
        headers: { 'x-forwarded-for': address },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => changeFrom(`guess-${i}`, `203.0.113.${i + 1}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(answers.find((a) => a.statusCode === 429)?.json().error).toMatch(/^Too many failed sign-in attempts for this account\./);
    // The name is locked for sign-in too, and the right password waits like a sign-in's.
    expect((await changeFrom(TEST_PASSWORD, '203.0.113.100')).statusCode).toBe(429);
    const login = await call(t.app, 'POST', '/api/login', {
      payload: { username: user.username, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.101' },
    });
    expect(login.statusCode).toBe(429);
    await t.app.ctx.db.execute(sql`update login_failures set locked_until = now() - interval '1 second'`);
    expect((await changeFrom(TEST_PASSWORD, '203.0.113.102')).statusCode).toBe(200);
  });

  it('after 100 consecutive failures only a password reset opens the account', async () => {
    const { user } = await createUser(t.app);
    await t.app.ctx.db.execute(sql`insert into login_failures (username_key, failures) values (${user.username.toLowerCase()}, 100)`);
    const r = await call(t.app, 'POST', '/api/login', {
      payload: { username: user.username, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '192.0.2.250' },
    });
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toMatch(/Forgot Password\?/);
  });
});

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(['password', '12345678', 'aaaaaaaa'])('refuses %s as a new password', async (newPassword) => {
    const { token } = await createUser(t.app);
    const r = await call(t.app, 'POST', '/api/change-password', { token, payload: { currentPassword: TEST_PASSWORD, newPassword } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'This password is too common or too easy to guess. Choose another one.' });
  });

  it('refuses the account’s own username as its password', async () => {
    const { token, user } = await createUser(t.app);
    const r = await call(t.app, 'POST', '/api/change-password', {
      token,
      payload: { currentPassword: TEST_PASSWORD, newPassword: user.username.toUpperCase() },
    });
    expect(r.json()).toEqual({ error: 'The password must not be your username or email address.' });
  });
});
