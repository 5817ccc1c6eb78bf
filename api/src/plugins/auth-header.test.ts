/**
 * The Authorization header is read by @fastify/jwt: "Bearer <token>" with any case of the scheme;
 * any other form is a session that has ended, no header at all is "not signed in".
 */
import { buildTestApp, call, createUser, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withHeader = (authorization: string) => call(t.app, 'POST', '/api/getuser', { headers: { authorization } });

it('accepts the token after "Bearer ", whatever the case of the scheme', async () => {
  const { token } = await createUser(t.app);
  expect((await withHeader(`Bearer ${token}`)).statusCode).toBe(200);
  expect((await withHeader(`bearer ${token}`)).statusCode).toBe(200);
  expect((await withHeader(`BEARER ${token}`)).statusCode).toBe(200);
});

it('refuses every other form as an ended session', async () => {
  const { token } = await createUser(t.app);
  for (const header of [`Bearer  ${token}`, `Bearer ${token} x`, `Basic ${token}`, 'Bearer', 'Bearer ', token, `Bearer ${token}x`]) {
    const answer = await withHeader(header);
    expect([header, answer.statusCode]).toEqual([header, 401]);
    expect(answer.json()).toEqual({ error: 'Your session has ended. Please log in again.' });
  }
  const none = await call(t.app, 'POST', '/api/getuser');
  expect(none.statusCode).toBe(401);
  expect(none.json().error).not.toBe('Your session has ended. Please log in again.');
});

it('refuses a remembered token once its signature no longer matches the text (a changed character)', async () => {
  const { token } = await createUser(t.app);
  expect((await withHeader(`Bearer ${token}`)).statusCode).toBe(200);
  // A character inside the signature (the last one may only carry padding bits).
  const at = token.length - 10;
  const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
  expect((await withHeader(`Bearer ${changed}`)).statusCode).toBe(401);
});
