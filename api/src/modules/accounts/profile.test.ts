import { and, eq, sql } from 'drizzle-orm';
import { codeIn, startSmtpServer, type TestSmtpServer, waitUntil } from '../../../../e2e/fixtures/mail';
import { buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { oneTimeCodes, users } from '../../db/schema';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, token: string | undefined, payload?: unknown) => call(t.app, 'POST', url, { token, payload });
const codeMailTo = async (email: string) =>
  codeIn((await smtp.waitFor((m) => m.to === email && m.subject === 'Your Fireworks Shop verification code')).text);

describe('change e-mail', () => {
  it('sends a code to the new address; a wrong code is refused, the right one changes the address and tells the old one', async () => {
    const { user, token } = await createUser(t.app);
    const sent = await post('/api/send-verification-email', token, { newEmail: 'Fresh.Address@Example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent. Check your email.' });
    const code = await codeMailTo('fresh.address@example.com');

    const wrong = await post('/api/change-email', token, {
      newEmail: 'fresh.address@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Verification Code not correct. Try Again.' });

    const changed = await post('/api/change-email', token, { newEmail: 'fresh.address@example.com', code });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Email Changed Successfully', user: { email: 'fresh.address@example.com' } });
    expect((await post('/api/getuser', token)).json()).toMatchObject({ email: 'fresh.address@example.com' });
    const notice = await smtp.waitFor((m) => m.to === user.email);
    expect(notice.subject).toBe('Your Fireworks Shop email address was changed');
    expect(notice.text).toContain('fresh.address@example.com');
  });

  it('a code sent to one new address does not change the e-mail to another', async () => {
    const { token } = await createUser(t.app);
    await post('/api/send-verification-email', token, { newEmail: 'first-choice@example.com' });
    const code = await codeMailTo('first-choice@example.com');
    const other = await post('/api/change-email', token, { newEmail: 'someone-else@example.com', code });
    expect(other.json()).toEqual({ error: 'Verification Code not correct. Try Again.' });
  });

  it('without a new address the code goes to the current one (the spec’s bare call)', async () => {
    const { user, token } = await createUser(t.app);
    expect((await post('/api/send-verification-email', token)).statusCode).toBe(200);
    const code = await codeMailTo(user.email);
    expect((await post('/api/change-email', token, { newEmail: 'via-current@example.com', code })).statusCode).toBe(200);
  });

  it('gives no sign that another account uses an address, and never moves that address', async () => {
    const { user: other } = await createUser(t.app);
    const { token } = await createUser(t.app);
    const sent = await post('/api/send-verification-email', token, { newEmail: other.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent. Check your email.' });
    const [issued] = await t.app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, other.email));
    expect(issued).toBeDefined();
    const guess = await post('/api/change-email', token, { newEmail: other.email, code: '123456' });
    expect(guess.json()).toEqual({ error: 'Verification Code not correct. Try Again.' });
    expect(smtp.messages().filter((m) => m.to === other.email)).toEqual([]);
  });

  it('checks its input and needs a session', async () => {
    const { user, token } = await createUser(t.app);
    expect((await post('/api/change-email', token, { newEmail: 'x@example.com' })).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await post('/api/change-email', token, { newEmail: 'nope', code: '123456' })).json()).toEqual({
      error: 'Invalid Email Address',
    });
    expect((await post('/api/send-verification-email', token, { newEmail: user.email.toUpperCase() })).json()).toEqual({
      error: 'This is already your email address.',
    });
    expect((await post('/api/send-verification-email', undefined)).statusCode).toBe(401);
    expect((await post('/api/change-email', undefined, { newEmail: 'x@example.com', code: '1' })).statusCode).toBe(401);
  });

  it('limits code sends per address (45 s apart)', async () => {
    const { token } = await createUser(t.app);
    expect((await post('/api/send-verification-email', token, { newEmail: 'busy@example.com' })).statusCode).toBe(200);
    const again = await post('/api/send-verification-email', token, { newEmail: 'busy@example.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
  });
});

const NOT_CORRECT = { error: 'Verification Code not correct. Try Again.' };

/** The `n`th code mailed to `email` (0: the first), once it has arrived. */
const codeMailedTo = (email: string, n = 0) =>
  waitUntil(
    () => {
      const codes = smtp
        .messages()
        .filter((m) => m.to === email && m.subject === 'Your Fireworks Shop verification code')
        .map((m) => codeIn(m.text));
      return codes[n];
    },
    `code mail ${n + 1} to ${email}`,
  );

/** Moves the address's codes 46 s back, past its 45 s wait (the limits count real time). */
const pastTheWait = (target: string) =>
  t.app.ctx.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '46 seconds'` })
    .where(and(eq(oneTimeCodes.purpose, 'email_change'), eq(oneTimeCodes.target, target)));

/**
 * A code belongs to the account that asked for it: another account asking for a code to the same
 * address (for its own change, or to cancel this one's) leaves it working; the same account asking
 * again ("resend") retires its earlier code. The send limits stay per address (code-limits.test.ts).
 */
describe('e-mail codes belong to the account that asked', () => {
  it('another account asking for a code to my new address leaves my code working', async () => {
    const mine = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await post('/api/send-verification-email', mine.token, { newEmail: 'wanted@example.com' })).statusCode).toBe(200);
    const code = await codeMailedTo('wanted@example.com');
    await pastTheWait('wanted@example.com');
    expect((await post('/api/send-verification-email', other.token, { newEmail: 'wanted@example.com' })).statusCode).toBe(200);

    const changed = await post('/api/change-email', mine.token, { newEmail: 'wanted@example.com', code });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Email Changed Successfully', user: { email: 'wanted@example.com' } });
  });

  it('asking for a code to my address does not cancel my pending change', async () => {
    const mine = await createUser(t.app);
    const other = await createUser(t.app);
    // The spec's bare call: the code proves the current address.
    expect((await post('/api/send-verification-email', mine.token)).statusCode).toBe(200);
    const code = await codeMailedTo(mine.user.email);
    await pastTheWait(mine.user.email);
    const asked = await post('/api/send-verification-email', other.token, { newEmail: mine.user.email });
    expect(asked.json()).toEqual({ message: 'Verification code sent. Check your email.' });

    const proven = await post('/api/change-email', mine.token, { newEmail: 'next-address@example.com', code });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ pending: true });
  });

  it('my own new request retires my earlier code; the new one works', async () => {
    const mine = await createUser(t.app);
    await post('/api/send-verification-email', mine.token, { newEmail: 'resent@example.com' });
    const first = await codeMailedTo('resent@example.com');
    await pastTheWait('resent@example.com');
    expect((await post('/api/send-verification-email', mine.token, { newEmail: 'resent@example.com' })).statusCode).toBe(200);
    const second = await codeMailedTo('resent@example.com', 1);

    if (first !== second) {
      expect((await post('/api/change-email', mine.token, { newEmail: 'resent@example.com', code: first })).json()).toEqual(NOT_CORRECT);
    }
    expect((await post('/api/change-email', mine.token, { newEmail: 'resent@example.com', code: second })).statusCode).toBe(200);
  });
});

describe('reset links sent before a change', () => {
  const resetLinkFor = async (email: string) => {
    expect((await post('/api/password-reset', undefined, { email })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === email && m.text.includes('/change-password/'));
    return /\/change-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string;
  };
  const resetWith = (token: string) => post('/api/reset-password', undefined, { token, newPassword: 'Brand-New-Pass-9' });

  it('stop working once the e-mail address changes (the old mailbox no longer holds the account)', async () => {
    const { user, token } = await createUser(t.app);
    const link = await resetLinkFor(user.email);
    await post('/api/send-verification-email', token, { newEmail: 'moved-away@example.com' });
    const code = await codeMailTo('moved-away@example.com');
    expect((await post('/api/change-email', token, { newEmail: 'moved-away@example.com', code })).statusCode).toBe(200);
    expect((await resetWith(link)).json()).toEqual({ error: 'Invalid token' });
  });

  it('stop working once the password changes', async () => {
    const { user, token } = await createUser(t.app);
    const link = await resetLinkFor(user.email);
    const changed = await post('/api/change-password', token, { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-91' });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(link)).json()).toEqual({ error: 'Invalid token' });
  });
});

describe('change password', () => {
  it('checks the current password, answers a fresh token, and ends every other session', async () => {
    const { user, token } = await createUser(t.app);
    const otherLogin = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    const otherDevice = otherLogin.json().token as string;

    const wrong = await post('/api/change-password', token, { currentPassword: 'not-my-password', newPassword: 'Brand-New-Pass-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current Password not correct.' });

    const changed = await post('/api/change-password', token, { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Pass-9' });
    expect(changed.statusCode).toBe(200);
    const body = changed.json();
    expect(body.message).toBe('Password changed successfully.');
    expect((await post('/api/getuser', body.token)).statusCode).toBe(200);
    for (const ended of [token, otherDevice]) expect((await post('/api/getuser', ended)).statusCode).toBe(401);
    const login = (password: string) => call(t.app, 'POST', '/api/login', { payload: { username: user.username, password } });
    expect((await login('Brand-New-Pass-9')).statusCode).toBe(200);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('checks its input', async () => {
    const { token } = await createUser(t.app);
    expect((await post('/api/change-password', token, { currentPassword: TEST_PASSWORD })).json()).toEqual({
      error: 'Please fill in all fields.',
    });
    expect((await post('/api/change-password', token, { currentPassword: TEST_PASSWORD, newPassword: 'short' })).json()).toEqual({
      error: 'Password must be at least 8 characters.',
    });
  });

  it('a deleted user’s token stops working', async () => {
    const { user, token } = await createUser(t.app);
    await t.app.ctx.db.delete(users).where(eq(users.id, user.id));
    expect(
      (await post('/api/change-password', token, { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Pass-9' })).statusCode,
    ).toBe(401);
  });
});
