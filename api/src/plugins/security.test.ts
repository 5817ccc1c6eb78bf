/**
 * Security headers and limits (issue 8): helmet's headers with a CSP that allows no inline
 * script, the CORS allowlist from CORS_ORIGINS, the body size limit, NUL characters, and rate
 * limits counted together by several API processes through the Redis server on 127.0.0.1:6379.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { buildTestApp, call, type TestApp } from '../../test/helper';
import { BODY_LIMIT } from '../app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends helmet headers and a Content-Security-Policy without inline scripts', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    const csp = response.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets remotes configured on another origin load their scripts, styles, pictures and fonts (a plain-http remote too)', async () => {
    const remote = await buildTestApp({
      env: {
        STOREFRONT_REMOTE_URL: 'http://192.168.1.20:3001/mf-manifest.json',
        ADMIN_REMOTE_URL: 'https://admin.example.com/mf-manifest.json',
      },
    });
    try {
      const csp = (await call(remote.app, 'GET', '/api/health')).headers['content-security-policy'] as string;
      const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
        expect(directive(name)).toContain('http://192.168.1.20:3001');
        expect(directive(name)).toContain('https://admin.example.com');
      }
    } finally {
      await remote.close();
    }
  });

  it('sends the same headers on refusals and unknown routes (worked out once, set on every answer)', async () => {
    const ok = await call(t.app, 'GET', '/api/health');
    const refused = await call(t.app, 'POST', '/api/getuser', { token: 'not-a-token' });
    const missing = await call(t.app, 'GET', '/api/no-such-route');
    expect(refused.statusCode).toBe(401);
    expect(missing.statusCode).toBe(404);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-resource-policy']) {
      expect(refused.headers[name]).toBe(ok.headers[name]);
      expect(missing.headers[name]).toBe(ok.headers[name]);
    }
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS allowlist from CORS_ORIGINS', () => {
  const ALLOWED = 'https://admin.fireworks.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: `${ALLOWED}, https://cdn.fireworks.example/` } });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });

  it('answers an allowed origin with its CORS headers', async () => {
    const response = await preflight(ALLOWED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const simple = await call(t.app, 'GET', '/api/config', { headers: { origin: 'https://cdn.fireworks.example' } });
    expect(simple.headers['access-control-allow-origin']).toBe('https://cdn.fireworks.example');
  });

  it('gives any other origin no CORS headers, so browsers block it', async () => {
    for (const origin of [
      'https://evil.example',
      'https://admin.fireworks.example.evil.example',
      'null',
      'http://admin.fireworks.example',
    ]) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await call(t.app, 'POST', '/api/getuser', { headers: { origin } });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('limits on what a request may carry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a body over 1 MB with 413 and a message that says the limit', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), password: 'y' });
    const response = await call(t.app, 'POST', '/api/login', { payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large: send at most 1024 KB.' });
    const spanish = await call(t.app, 'POST', '/api/login', {
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    });
    expect(spanish.json()).toEqual({ error: 'El cuerpo de la solicitud es demasiado grande: envíe como máximo 1024 KB.' });
  });

  it('refuses NUL characters and lone surrogates in the body, the query string and the path with 400 (PostgreSQL cannot store them)', async () => {
    const inBody = await call(t.app, 'POST', '/api/login', { payload: { username: 'a\u0000b', password: 'x' } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual({ error: 'Text may not contain NUL characters or broken Unicode characters.' });
    const surrogate = await call(t.app, 'POST', '/api/login', {
      payload: '{"username":"a","password":"\\ud800"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(surrogate.statusCode).toBe(400);
    const emoji = await call(t.app, 'POST', '/api/login', { payload: { username: 'fireworks\u{1F386}', password: 'x' } });
    expect(emoji.statusCode).toBe(401);
    const inKey = await call(t.app, 'POST', '/api/login', { payload: '{"a\\u0000":1}', headers: { 'content-type': 'application/json' } });
    expect(inKey.statusCode).toBe(400);
    const inQuery = await call(t.app, 'GET', '/api/config?x=%00');
    expect(inQuery.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  const RUN_PREFIX = `fireworks-test-${randomBytes(6).toString('hex')}:`;
  const apps: TestApp[] = [];
  const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  const login = (t: TestApp) => call(t.app, 'POST', '/api/login', { payload: { username: 'nobody-here', password: 'Wrong-Pass-1' } });

  afterAll(async () => {
    for (const t of apps) await t.close();
    const keys = await redis.keys(`${RUN_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses the 11th login in a minute with 429 and says when to retry (in-process counters)', async () => {
    const t = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    apps.push(t);
    for (let i = 0; i < 10; i++) expect((await login(t)).statusCode).toBe(401);
    const refused = await login(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    // The wait is written in the caller's language too, its unit agreeing with the number.
    const spanish = await call(t.app, 'POST', '/api/login', {
      payload: { username: 'nobody-here', password: 'Wrong-Pass-1' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().error).toMatch(
      /^Demasiadas solicitudes\. Espere (1 segundo|([2-9]|[1-5]\d) segundos|1 minuto) e inténtelo de nuevo\.$/,
    );
  });

  it('counts the requests of two API processes together through Redis', async () => {
    const env = { RATE_LIMITS: 'on', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: RUN_PREFIX };
    const first = await buildTestApp({ env });
    const second = await buildTestApp({ env });
    apps.push(first, second);
    for (let i = 0; i < 5; i++) expect((await login(first)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(second)).statusCode).toBe(401);
    expect((await login(first)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
    const keys = await redis.keys(`${RUN_PREFIX}rate-limit:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0] as string))).toBe(12);
  });

  it('keeps answering when Redis is unreachable (limits fail open rather than locking everyone out)', async () => {
    const t = await buildTestApp({ env: { RATE_LIMITS: 'on', REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: RUN_PREFIX } });
    apps.push(t);
    const response = await login(t);
    expect(response.statusCode).toBe(401);
  });
});
