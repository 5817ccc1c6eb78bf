/**
 * CORS by @fastify/cors with the shop's options (./cors.ts): Vary on every answer, the preflight's
 * headers, and the refusals (security.test.ts checks the allowlist itself).
 */
import { buildTestApp, call, type TestApp } from '../../test/helper';

const ALLOWED = 'https://admin.fireworks.example';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CORS_ORIGINS: ALLOWED } });
});
afterAll(() => t.close());

const preflight = (headers: Record<string, string>) => t.app.inject({ method: 'OPTIONS', url: '/api/login', headers });

it('answers an allowed preflight with 204, its methods, headers and max age, and an empty body', async () => {
  const response = await preflight({ origin: ALLOWED, 'access-control-request-method': 'POST' });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
  expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE, OPTIONS');
  expect(response.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Idempotency-Key, Accept-Language');
  expect(response.headers['access-control-max-age']).toBe('600');
  expect(response.headers['content-length']).toBe('0');
  expect(response.headers.vary).toBe('Origin');
});

it('refuses a preflight without Origin or Access-Control-Request-Method with 400', async () => {
  const incomplete: Record<string, string>[] = [{ 'access-control-request-method': 'POST' }, { origin: ALLOWED }];
  for (const headers of incomplete) {
    const response = await preflight(headers);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Invalid Preflight Request');
  }
});

it('finds no route for the preflight of another origin, and sends it no CORS header', async () => {
  const response = await preflight({ origin: 'https://evil.example', 'access-control-request-method': 'POST' });
  expect(response.statusCode).toBe(404);
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  expect(response.headers['access-control-allow-methods']).toBeUndefined();
});

it('varies every answer by Origin, with or without one, allowed or not', async () => {
  const origins: Record<string, string>[] = [{}, { origin: ALLOWED }, { origin: 'https://evil.example' }];
  for (const headers of origins) {
    const response = await call(t.app, 'GET', '/api/config', { headers });
    expect(response.headers.vary).toBe('Origin');
  }
  const missing = await call(t.app, 'GET', '/api/no-such-route', { headers: { origin: ALLOWED } });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers.vary).toBe('Origin');
  expect(missing.headers['access-control-allow-origin']).toBe(ALLOWED);
});
