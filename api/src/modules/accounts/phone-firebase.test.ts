/**
 * The firebase provider against the real Firebase Auth emulator (started here, auth only): the
 * emulator signs a phone number in and issues the ID token, firebase-admin verifies it.
 */
import { eq } from 'drizzle-orm';
import { type AuthEmulator, startAuthEmulator } from '../../../../e2e/fixtures/firebase-emulator';
import { buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { pendingApprovals, users } from '../../db/schema';

let emulator: AuthEmulator;
let t: TestApp;
beforeAll(async () => {
  emulator = await startAuthEmulator();
  t = await buildTestApp({
    env: {
      SMS_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: emulator.projectId,
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    },
  });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const verify = (payload: unknown) => call(t.app, 'POST', '/api/verify-phone', { payload });
const notConfirmed = 'The phone verification could not be confirmed. Please request a new code.';

describe('POST /api/verify-phone (firebase provider, Auth emulator)', () => {
  it('verifies the user whose phone number the Firebase ID token carries', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: false });
    const idToken = await emulator.phoneSignIn(`+1${user.phonenumber}`);
    const response = await verify({ phoneNumber: user.phonenumber, idToken });
    expect(response.json()).toEqual({ message: 'Phone number verified successfully!\nAwaiting approval from admin.' });
    expect(response.statusCode).toBe(200);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.verified).toBe(true);
    expect(await t.app.ctx.db.select().from(pendingApprovals).where(eq(pendingApprovals.userId, user.id))).toHaveLength(1);
  });

  it('refuses a token for another number, a token from another sign-in method and a garbled token', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: false });
    const cases: [string, string][] = [
      [await emulator.phoneSignIn('+15550009999'), 'The verified phone number does not match this account.'],
      [await emulator.emailSignUp(`${user.username}@example.com`, 'Password-123'), notConfirmed],
      ['not-a-token', notConfirmed],
    ];
    for (const [idToken, error] of cases) {
      const response = await verify({ phoneNumber: user.phonenumber, idToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.verified).toBe(false);
  });

  it('leaves sending and checking codes to Firebase', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: false });
    const message = 'This shop verifies phone numbers through Firebase. Please use the verification screen.';
    expect((await verify({ phoneNumber: user.phonenumber })).json()).toEqual({ error: message });
    expect((await verify({ phoneNumber: user.phonenumber, code: '123456' })).json()).toEqual({ error: message });
  });

  it('serves the Firebase web settings to the shell and allows the emulator in the CSP', async () => {
    const config = await call(t.app, 'GET', '/api/config');
    expect(config.json()).toMatchObject({
      smsProvider: 'firebase',
      firebase: { apiKey: 'demo-api-key', projectId: emulator.projectId, authEmulatorUrl: `http://${emulator.host}` },
    });
    expect(config.headers['content-security-policy']).toContain(`http://${emulator.host}`);
  });
});
