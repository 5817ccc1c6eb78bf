/** Issue 14, item 10: no /api answer (tokens, orders, profiles, errors) may be kept by a cache. */
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on /api answers', () => {
  it('is no-store on private answers, successes and refusals alike', async () => {
    const { token, user } = await createUser(t.app);
    const admin = await adminSession(t.app);
    const answers = [
      await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } }),
      await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: 'wrong-password' } }),
      await call(t.app, 'POST', '/api/getuser', { token }),
      await call(t.app, 'POST', '/api/verify-token', { token }),
      await call(t.app, 'GET', '/api/user-orders', { token }),
      await call(t.app, 'GET', '/api/get-cart', {}),
      await call(t.app, 'GET', '/api/userInformation', { token: admin.token }),
      await call(t.app, 'GET', '/api/no-such-route', { token }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
