import { and, eq } from 'drizzle-orm';
import { codeIn } from '../../../../e2e/fixtures/mail';
import { adminSession, buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { readOutbox } from '../../adapters/outbox';
import { oneTimeCodes, pendingApprovals, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const verify = (payload: unknown, headers?: Record<string, string>) => call(t.app, 'POST', '/api/verify-phone', { payload, headers });

async function smsTo(phone: string): Promise<string[]> {
  return (await readOutbox(t.dataDir)).filter((m) => m.channel === 'sms' && m.to === `+1${phone}`).map((m) => m.text);
}

async function sendCode(phone: string): Promise<string> {
  const response = await verify({ phoneNumber: phone });
  expect(response.statusCode).toBe(200);
  const texts = await smsTo(phone);
  return codeIn(texts[texts.length - 1] as string);
}

/** Moves the phone's codes back in time (the limits count real time, not the business clock). */
async function ageCodes(phone: string, ms: number) {
  const rows = await t.app.ctx.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'phone'), eq(oneTimeCodes.target, phone)));
  for (const row of rows) {
    await t.app.ctx.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms), expiresAt: new Date(row.expiresAt.getTime() - ms) })
      .where(eq(oneTimeCodes.id, row.id));
  }
}

const newUser = () => createUser(t.app, { verified: false, approved: false });

describe('POST /api/verify-phone (outbox provider)', () => {
  it('sends a 6-digit code by SMS to +1 and the number; the right code verifies, records the pending approval, and login waits for the admin', async () => {
    const { user } = await newUser();
    const response = await verify({ phoneNumber: user.phonenumber });
    expect(response.json()).toEqual({ message: 'Verification Code sent successfully!' });
    const [text] = await smsTo(user.phonenumber);
    expect(text).toMatch(/^Fireworks Shop: your verification code is \d{6}\. It expires in 10 minutes\.$/);
    const stored = await t.app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, user.phonenumber));
    expect(stored[0]?.codeHash).not.toContain(codeIn(text as string));

    const verified = await verify({ phoneNumber: user.phonenumber, code: codeIn(text as string) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Phone number verified successfully!\nAwaiting approval from admin.' });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ verified: true, approved: false });
    expect(await t.app.ctx.db.select().from(pendingApprovals).where(eq(pendingApprovals.userId, user.id))).toMatchObject([
      { username: user.username },
    ]);

    const login = () => call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect((await login()).json()).toEqual({ error: 'Awaiting approval from admin.' });
    const admin = await adminSession(t.app);
    await call(t.app, 'POST', '/api/changeApproval', { token: admin.token, payload: { user_id: user.id, newValueApproved: true } });
    expect((await login()).statusCode).toBe(200);
  });

  it('a user an admin approved before the phone was verified is told they can log in, not to wait for approval', async () => {
    const { user } = await createUser(t.app, { verified: false, approved: true });
    const code = await sendCode(user.phonenumber);
    const verified = await verify({ phoneNumber: user.phonenumber, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Phone number verified successfully!\nYou can log in now.', approved: true });
    expect(await t.app.ctx.db.select().from(pendingApprovals).where(eq(pendingApprovals.userId, user.id))).toEqual([]);
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: user.username, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const again = await verify({ phoneNumber: user.phonenumber, code });
    expect(again.statusCode).toBe(400);
  });

  it('a used code does not work twice', async () => {
    const { user } = await newUser();
    const code = await sendCode(user.phonenumber);
    expect((await verify({ phoneNumber: user.phonenumber, code })).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ verified: false }).where(eq(users.id, user.id));
    const again = await verify({ phoneNumber: user.phonenumber, code });
    expect(again.json()).toEqual({ error: 'Invalid verification code. Try again.' });
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const response = await verify({ phoneNumber: '5550001111' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification Code sent successfully!' });
    expect(await smsTo('5550001111')).toEqual([]);
    const guess = await verify({ phoneNumber: '5550001111', code: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual({ error: 'Invalid verification code. Try again.' });
  });

  it('refuses a wrong code, and the 6th try even with the right code', async () => {
    const { user } = await newUser();
    const code = await sendCode(user.phonenumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await verify({ phoneNumber: user.phonenumber, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid verification code. Try again.' });
    }
    const sixth = await verify({ phoneNumber: user.phonenumber, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ error: 'Too many wrong tries. Please request a new code.' });
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]?.verified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { user } = await newUser();
    const code = await sendCode(user.phonenumber);
    await ageCodes(user.phonenumber, 10 * 60 * 1000 + 1000);
    const response = await verify({ phoneNumber: user.phonenumber, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The verification code has expired. Please request a new one.' });
  });

  it('allows a new send after 45 s, at most 5 an hour, and only the newest code works', async () => {
    const { user } = await newUser();
    const first = await sendCode(user.phonenumber);
    const tooSoon = await verify({ phoneNumber: user.phonenumber });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatch(/^Please wait (4[0-5]|[1-3]\d|\d) seconds before requesting a new code\.$/);

    await ageCodes(user.phonenumber, 46_000);
    const second = await sendCode(user.phonenumber);
    if (second !== first) {
      expect((await verify({ phoneNumber: user.phonenumber, code: first })).json()).toEqual({
        error: 'Invalid verification code. Try again.',
      });
    }
    for (let sent = 2; sent < 5; sent++) {
      await ageCodes(user.phonenumber, 46_000);
      await sendCode(user.phonenumber);
    }
    await ageCodes(user.phonenumber, 46_000);
    const sixth = await verify({ phoneNumber: user.phonenumber });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'Too many codes were requested. Please try again in an hour.' });
    expect(await smsTo(user.phonenumber)).toHaveLength(5);
  });

  it('checks its input', async () => {
    expect((await verify({})).json()).toEqual({ error: 'Please fill in all fields.' });
    expect((await verify({ phoneNumber: '555' })).json()).toEqual({ error: 'Phone number must be exactly 10 digits.' });
    expect((await verify({ phoneNumber: '5551234567', code: ' ' })).json()).toEqual({ error: 'OTP is required.' });
    const firebase = await verify({ phoneNumber: '5551234567', idToken: 'x.y.z' });
    expect(firebase.json()).toEqual({ error: 'Phone verification through Firebase is not enabled.' });
    expect((await verify({ phoneNumber: '5551234567', code: '123456', admin: true })).statusCode).toBe(400);
    expect((await verify({ phoneNumber: '5551234567', code: '' }, { 'accept-language': 'es' })).json()).toEqual({
      error: 'El código es obligatorio.',
    });
  });

  it('writes the SMS in the caller’s language', async () => {
    const { user } = await newUser();
    await verify({ phoneNumber: user.phonenumber }, { 'accept-language': 'es-MX' });
    expect(await smsTo(user.phonenumber)).toEqual([expect.stringMatching(/^Fireworks Shop: su código de verificación es \d{6}\./)]);
  });
});
