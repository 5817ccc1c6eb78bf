import { eq, sql } from 'drizzle-orm';
import { startSmtpServer, type TestSmtpServer, waitUntil } from '../../../../e2e/fixtures/mail';
import { buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { passwordResetTokens } from '../../db/schema';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.com' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers?: Record<string, string>) => call(t.app, 'POST', url, { payload, headers });
const login = (username: string, password: string) => post('/api/login', { username, password });
const LINK = /https:\/\/shop\.example\.com\/change-password\/([A-Za-z0-9_-]{43})/;

/** Asks for a reset link and waits for that very e-mail (not an earlier one). */
async function resetLinkFor(email: string, headers?: Record<string, string>) {
  const before = smtp.messages().length;
  // Earlier requests as if an hour ago: the per-address limit (one per 45 s) is tested elsewhere.
  await t.app.ctx.db.execute(sql`update recovery_mails set created_at = created_at - interval '1 hour'`);
  const response = await post('/api/password-reset', { email }, headers);
  expect(response.statusCode).toBe(200);
  const mail = await waitUntil(
    () =>
      smtp
        .messages()
        .slice(before)
        .find((m) => m.to === email && LINK.test(m.text)),
    'the reset e-mail',
  );
  return { mail, token: LINK.exec(mail.text)?.[1] as string };
}

describe('forgot password', () => {
  it('mails a reset link by SMTP; the new password works, the old one, the used link and old sessions do not', async () => {
    const { user, token: session } = await createUser(t.app, { firstname: 'Rosa' });
    const { mail, token } = await resetLinkFor(user.email);
    expect(mail.subject).toBe('Reset your Fireworks Shop password');
    expect(mail.text).toContain('Hello Rosa,');
    expect(mail.text).toContain(user.username);

    const reset = await post('/api/reset-password', { token, newPassword: 'Brand-New-Pass-9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password Changed Successfully!' });
    expect((await login(user.username, 'Brand-New-Pass-9')).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/getuser', { token: session })).statusCode).toBe(401);

    const again = await post('/api/reset-password', { token, newPassword: 'Another-Pass-10' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Invalid token' });
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const { user } = await createUser(t.app);
    const unknown = await post('/api/password-reset', { email: 'nobody-at-all@example.com' });
    const known = await post('/api/password-reset', { email: user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor((m) => m.to === user.email);
    expect(smtp.messages().filter((m) => m.to === 'nobody-at-all@example.com')).toEqual([]);
  });

  it('refuses an expired link and an unknown one, and retires older links when one is used', async () => {
    const { user } = await createUser(t.app);
    const first = await resetLinkFor(user.email);
    await t.app.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await post('/api/reset-password', { token: first.token, newPassword: 'Brand-New-Pass-9' });
    expect(expired.json()).toEqual({ error: 'Invalid token' });
    expect((await post('/api/reset-password', { token: 'x'.repeat(43), newPassword: 'Brand-New-Pass-9' })).json()).toEqual({
      error: 'Invalid token',
    });

    const older = await resetLinkFor(user.email);
    const newer = await resetLinkFor(user.email);
    expect((await post('/api/reset-password', { token: newer.token, newPassword: 'Brand-New-Pass-9' })).statusCode).toBe(200);
    expect((await post('/api/reset-password', { token: older.token, newPassword: 'Brand-New-Pass-10' })).json()).toEqual({
      error: 'Invalid token',
    });
  });

  it('refuses the account’s own username or e-mail as the new password, and the link still works', async () => {
    const { user } = await createUser(t.app);
    const { token } = await resetLinkFor(user.email);
    for (const newPassword of [user.username.toUpperCase(), user.email]) {
      const refused = await post('/api/reset-password', { token, newPassword });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'The password must not be your username or email address.' });
    }
    expect((await post('/api/reset-password', { token, newPassword: 'Brand-New-Pass-9' })).statusCode).toBe(200);
  });

  it('checks its input', async () => {
    expect((await post('/api/password-reset', {})).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await post('/api/password-reset', { email: 'not-an-email' })).json()).toEqual({ error: 'Invalid Email Address' });
    expect((await post('/api/reset-password', { token: 'abc' })).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await post('/api/reset-password', { token: 'abc', newPassword: 'short' })).json()).toEqual({
      error: 'Password must be at least 8 characters.',
    });
  });

  it('writes the e-mail in the caller’s language', async () => {
    const { user } = await createUser(t.app, { firstname: 'Lucía' });
    const { mail } = await resetLinkFor(user.email, { 'accept-language': 'es' });
    expect(mail.subject).toBe('Restablezca su contraseña de Fireworks Shop');
    expect(mail.text).toContain('Hola Lucía:');
  });
});

describe('forgot username', () => {
  it('mails the username to the address, and nothing to an unknown one', async () => {
    const { user } = await createUser(t.app, { username: 'Remember_Me' });
    const unknown = await post('/api/send-username-email', { email: 'unknown-person@example.com' });
    const response = await post('/api/send-username-email', { email: user.email });
    expect(response.statusCode).toBe(200);
    expect(unknown.json()).toEqual(response.json());
    const mail = await smtp.waitFor((m) => m.to === user.email && m.subject === 'Your Fireworks Shop username');
    expect(mail.text).toContain('Your Fireworks Shop username is: Remember_Me');
    expect(smtp.messages().filter((m) => m.to === 'unknown-person@example.com')).toEqual([]);
  });

  it('checks its input', async () => {
    expect((await post('/api/send-username-email', { email: ' ' })).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await post('/api/send-username-email', { email: 'a@b' })).json()).toEqual({ error: 'Invalid Email Address' });
  });
});

describe('reset tokens are stored hashed', () => {
  it('keeps no usable token in the database', async () => {
    const { user } = await createUser(t.app);
    const { token } = await resetLinkFor(user.email);
    const rows = await t.app.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });
});
