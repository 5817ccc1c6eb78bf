/** Rate limits per client address (on unless RATE_LIMITS=off): 429 with a message that says how long to wait. */
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

type Payload = object | ((n: number) => object);

async function hitUntilLimited(url: string, payload: Payload, token?: string): Promise<{ allowed: number; body: { error: string } }> {
  for (let allowed = 0; allowed < 30; allowed++) {
    const response = await call(t.app, 'POST', url, { payload: typeof payload === 'function' ? payload(allowed) : payload, token });
    if (response.statusCode === 429) return { allowed, body: response.json() };
  }
  throw new Error(`${url} was never limited`);
}

describe('rate limits', () => {
  it.each<[string, Payload, number]>([
    ['/api/login', { username: 'someone', password: 'wrong-password' }, 10],
    ['/api/signup', { username: 'x' }, 10],
    ['/api/verify-phone', { phoneNumber: '5550000000', code: '123456' }, 10],
    // Another name than login's: ten failed logins lock a name (the per-account back-off answers 429 too).
    ['/api/change-signup-phone', { username: 'someone-else', password: 'wrong-password', phoneNumber: '5550000000' }, 5],
    // A new address each time: the per-address mail limit (45 s) must not be what answers.
    ['/api/password-reset', (n: number) => ({ email: `someone${n}@example.com` }), 5],
    ['/api/send-username-email', (n: number) => ({ email: `someone${n}@example.com` }), 5],
    ['/api/reset-password', { token: 'abc', newPassword: 'Brand-New-Pass-9' }, 10],
  ])('%s answers 429 past its limit', async (url, payload, max) => {
    const { allowed, body } = await hitUntilLimited(url, payload);
    expect(allowed).toBe(max);
    expect(body.error).toMatch(/^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/);
  });

  it.each<[string, Payload, number]>([
    // A new address each time: the per-address code limit (45 s) must not be what answers.
    ['/api/send-verification-email', (n: number) => ({ newEmail: `new${n}@example.com` }), 5],
    ['/api/change-email', { newEmail: 'new@example.com', code: '000000' }, 10],
    ['/api/change-password', { currentPassword: 'wrong', newPassword: 'Brand-New-Pass-9' }, 10],
  ])('%s (signed in) answers 429 past its limit', async (url, payload, max) => {
    const { token } = await createUser(t.app);
    const { allowed, body } = await hitUntilLimited(url, payload, token);
    expect(allowed).toBe(max);
    expect(body.error).toMatch(/^Too many requests\./);
  });
});
